import {
  COMPONENT_IMPORT_COLUMNS,
  COMPONENT_IMPORT_MAX_CHARS,
  ComponentSerialType,
  componentCsvHeader,
  type Lang,
  type TComponentImportResult,
} from '@fleet/contracts';
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from '../../../components/hidden-file-input';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { feedback } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { useImportComponents } from '../api/components';
import { useComponentModelChoices } from '../api/products';
import { ComponentImportPreview } from './component-import-preview';

/**
 * The template: the import's columns headed in the user's language (the server reads any language's
 * headers) and one example row, of a real catalogue model when there is one.
 */
const templateCsv = (lang: Lang, t: TFunction, model: string) =>
  toCsv(
    COMPONENT_IMPORT_COLUMNS.map((c) => componentCsvHeader(lang, c)),
    [
      [
        model,
        t(`shared:enums.ComponentSerialType.${ComponentSerialType.FACTORY}`),
        'SN-0001',
        dayjs().add(1, 'year').format('YYYY-MM-DD'),
        t('component:resource.import.exampleNote'),
      ],
    ],
  );

/**
 * Import a CSV of components in two steps: the chosen file is checked on the server (a dry run, nothing
 * written) and its problems listed by row and column; "Import n components" is offered only for a file
 * without any, and writes all its rows or none. After fixing the file, the user chooses it again.
 */
export const ComponentImportModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('component');
  const input = useRef<HTMLInputElement>(null);
  const models = useComponentModelChoices();
  const importer = useImportComponents();
  const [file, setFile] = useState<{ name: string; csv: string }>();
  const [result, setResult] = useState<TComponentImportResult>();
  const [tooLarge, setTooLarge] = useState(false);
  const check = async (picked: File) => {
    setResult(undefined);
    setFile(undefined);
    const csv = await picked.text();
    setTooLarge(csv.length > COMPONENT_IMPORT_MAX_CHARS);
    if (csv.length > COMPONENT_IMPORT_MAX_CHARS) return;
    setFile({ name: picked.name, csv });
    importer.mutate({ csv, dryRun: true }, { onSuccess: setResult });
  };
  const ready = !!file && !!result && result.fileErrors.length === 0 && result.invalid === 0 && result.total > 0;
  const write = () => {
    if (!file || !ready) return;
    importer.mutate(
      { csv: file.csv, dryRun: false },
      {
        onSuccess: (r) => {
          // Another user may have taken a serial number since the check: then nothing was written, and the rows say why.
          if (!r.committed) return setResult(r);
          void feedback().message.success(t('resource.import.done', { count: r.total }));
          onClose();
        },
      },
    );
  };
  const template = () =>
    downloadCsv(t('resource.import.templateFile'), templateCsv(currentLang(), t, models.data?.list[0]?.model ?? 'BR-SIDE-3'));
  const columns = COMPONENT_IMPORT_COLUMNS.map((c) => t(`shared:fields.${c}`)).join(', ');
  return (
    <Modal
      open
      title={t('resource.import.title')}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      okText={result ? t('resource.import.submit', { count: result.total }) : t('resource.import.button')}
      okButtonProps={{ disabled: !ready, loading: importer.isPending && ready }}
      onOk={write}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('resource.import.hint', { columns })}</Typography.Paragraph>
        <Flex gap={12} align="center" wrap>
          <Button icon={<FileTextOutlined />} onClick={() => input.current?.click()} loading={importer.isPending && !ready}>
            {file ? t('resource.import.chooseAgain') : t('resource.import.choose')}
          </Button>
          <HiddenFileInput
            ref={input}
            accept=".csv,text/csv"
            label={t('resource.import.choose')}
            testId="component-import-file"
            onPick={(f) => void check(f)}
          />
          <Button type="link" icon={<DownloadOutlined />} onClick={template}>
            {t('resource.import.template')}
          </Button>
        </Flex>
        {file && <Typography.Text type="secondary">{t('resource.import.file', { name: file.name })}</Typography.Text>}
        {tooLarge && <Alert type="error" showIcon title={t('resource.import.tooLarge', { max: COMPONENT_IMPORT_MAX_CHARS / 1024 })} />}
        {file && !result && importer.isPending && (
          <Flex gap={8} align="center">
            <Spin size="small" />
            <Typography.Text>{t('resource.import.checking')}</Typography.Text>
          </Flex>
        )}
        {result && <ComponentImportPreview result={result} />}
      </Flex>
    </Modal>
  );
};
