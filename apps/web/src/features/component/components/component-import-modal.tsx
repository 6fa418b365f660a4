import {
  COMPONENT_IMPORT_COLUMNS,
  COMPONENT_IMPORT_MAX_CHARS,
  ComponentSerialType,
  componentCsvHeader,
  type Lang,
  type TComponentImportRow,
} from '@fleet/contracts';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CsvImportModal } from '../../../components/csv-import-modal';
import { toCsv } from '../../../lib/csv';
import { currentLang } from '../../../lib/i18n';
import { useImportComponents } from '../api/components';
import { useComponentModelChoices } from '../api/products';

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
 * Import a CSV of components (components/csv-import-modal.tsx): checked first, then all rows written or
 * none; a previewed row shows its model, serial number and expiry.
 */
export const ComponentImportModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('component');
  const models = useComponentModelChoices();
  const importer = useImportComponents();
  const columns = COMPONENT_IMPORT_COLUMNS.map((c) => t(`shared:fields.${c}`)).join(', ');
  const rowColumns: TableColumnsType<TComponentImportRow> = [
    { key: 'model', title: t('shared:fields.model'), width: 130, render: (_: unknown, r) => r.model || '—' },
    { key: 'serialNo', title: t('shared:fields.serialNo'), width: 150, render: (_: unknown, r) => r.serialNo || '—' },
    { key: 'expiresAt', title: t('shared:fields.expiresAt'), width: 120, render: (_: unknown, r) => r.expiresAt || '—' },
  ];
  return (
    <CsvImportModal
      texts={{
        title: t('resource.import.title'),
        hint: t('resource.import.hint', { columns }),
        templateFile: t('resource.import.templateFile'),
        submit: (count) => t('resource.import.submit', { count }),
        done: (count) => t('resource.import.done', { count }),
      }}
      importer={importer}
      template={() => templateCsv(currentLang(), t, models.data?.list[0]?.model ?? 'BR-SIDE-3')}
      maxChars={COMPONENT_IMPORT_MAX_CHARS}
      testId="component-import-file"
      rowColumns={rowColumns}
      tableWidth={620}
      onClose={onClose}
    />
  );
};
