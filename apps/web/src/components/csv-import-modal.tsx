import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Spin, Typography, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../lib/csv';
import { feedback } from '../lib/feedback';
import { CsvImportPreview, type CsvImportResult, type CsvImportRow } from './csv-import-preview';
import { HiddenFileInput } from './hidden-file-input';

/** The screen's import call (its react-query mutation): a dry run or a commit of the file's text. */
export interface CsvImporter<R extends CsvImportRow> {
  mutate: (body: { csv: string; dryRun: boolean }, options: { onSuccess: (result: CsvImportResult<R>) => void }) => void;
  isPending: boolean;
}

/** The texts that name what is imported; the rest of the dialog's are common's `import`. */
export interface CsvImportTexts {
  title: string;
  /** Names the columns (and whatever else the file must know). */
  hint: string;
  templateFile: string;
  /** "Import 2 components" */
  submit: (count: number) => string;
  /** "2 components imported" */
  done: (count: number) => string;
}

interface Props<R extends CsvImportRow> {
  texts: CsvImportTexts;
  importer: CsvImporter<R>;
  /** The template's CSV text: the columns headed in the user's language and an example row. */
  template: () => string;
  /** The longest file the route accepts, in characters. */
  maxChars: number;
  /** Of the file input, for tests. */
  testId: string;
  /** A previewed row's own cells, between its line and its problems. */
  rowColumns: TableColumnsType<R>;
  tableWidth: number;
  onClose: () => void;
}

/**
 * Import a CSV file in two steps: the chosen file is checked on the server (a dry run, nothing
 * written) and its problems listed by row and column; "Import n …" is offered only for a file
 * without any, and writes all its rows or none. After fixing the file, the user chooses it again.
 */
export const CsvImportModal = <R extends CsvImportRow>({
  texts,
  importer,
  template,
  maxChars,
  testId,
  rowColumns,
  tableWidth,
  onClose,
}: Props<R>) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; csv: string }>();
  const [result, setResult] = useState<CsvImportResult<R>>();
  const [tooLarge, setTooLarge] = useState(false);
  const check = async (picked: File) => {
    setResult(undefined);
    setFile(undefined);
    const csv = await picked.text();
    setTooLarge(csv.length > maxChars);
    if (csv.length > maxChars) return;
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
          // Another user may have changed what a row refers to since the check: then nothing was written, and the rows say why.
          if (!r.committed) return setResult(r);
          void feedback().message.success(texts.done(r.total));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      title={texts.title}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      okText={result ? texts.submit(result.total) : t('common:import.button')}
      okButtonProps={{ disabled: !ready, loading: importer.isPending && ready }}
      onOk={write}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{texts.hint}</Typography.Paragraph>
        <Flex gap={12} align="center" wrap>
          <Button icon={<FileTextOutlined />} onClick={() => input.current?.click()} loading={importer.isPending && !ready}>
            {file ? t('common:import.chooseAgain') : t('common:import.choose')}
          </Button>
          <HiddenFileInput
            ref={input}
            accept=".csv,text/csv"
            label={t('common:import.choose')}
            testId={testId}
            onPick={(f) => void check(f)}
          />
          <Button type="link" icon={<DownloadOutlined />} onClick={() => downloadCsv(texts.templateFile, template())}>
            {t('common:import.template')}
          </Button>
        </Flex>
        {file && <Typography.Text type="secondary">{t('common:import.file', { name: file.name })}</Typography.Text>}
        {tooLarge && <Alert type="error" showIcon title={t('common:import.tooLarge', { max: maxChars / 1024 })} />}
        {file && !result && importer.isPending && (
          <Flex gap={8} align="center">
            <Spin size="small" />
            <Typography.Text>{t('common:import.checking')}</Typography.Text>
          </Flex>
        )}
        {result && <CsvImportPreview result={result} rowColumns={rowColumns} tableWidth={tableWidth} />}
      </Flex>
    </Modal>
  );
};
