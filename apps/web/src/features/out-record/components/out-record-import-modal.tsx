import {
  OUT_RECORD_CSV_COLUMNS,
  OUT_RECORD_IMPORT_MAX_ROWS,
  OUT_RECORD_IMPORT_REQUIRED,
  ZOutRecordImportBody,
  type TOutRecordImportRow,
} from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CsvImportModal } from '../../../components/csv-import-modal';
import { toCsv } from '../../../lib/csv';
import { formatMinute } from '../../../lib/format';
import { useImportOutRecords } from '../api/out-records';

/** The longest file the route takes (its body's rule), in characters. */
const MAX_CHARS = ZOutRecordImportBody.shape.csv.maxLength ?? 512 * 1024;
/** Device numbers a previewed row shows before "and N more". */
const SHOWN = 2;

/**
 * The template: the columns headed in the user's language (the server reads any language's headers)
 * and one example row, its time as the user's clock shows it, two robots and no product.
 */
const templateCsv = (t: TFunction) =>
  toCsv(
    OUT_RECORD_CSV_COLUMNS.map((c) => t(`shared:fields.${c}`)),
    [
      OUT_RECORD_CSV_COLUMNS.map((c) =>
        c === 'shippedAt'
          ? dayjs().format('YYYY-MM-DD HH:mm')
          : c === 'principal'
            ? t('import.examplePrincipal')
            : c === 'destination'
              ? t('import.exampleDestination')
              : c === 'deviceNumbers'
                ? 'YJ-130-00001 YJ-130-00002'
                : '',
      ),
    ],
  );

/** The time of a previewed row: the instant the server read, or the cell as written when it could not. */
const shippedAtText = (r: TOutRecordImportRow) =>
  r.errors.some((e) => e.field === 'shippedAt') ? r.shippedAt || '—' : formatMinute(r.shippedAt);

/**
 * Import a CSV of shipments (components/csv-import-modal.tsx): checked first, then all rows written or
 * none; wall-clock times are read in the browser's time zone. A previewed row shows its time,
 * principal, destination and robots.
 */
export const OutRecordImportModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('outRecord');
  const importer = useImportOutRecords();
  const label = (c: string) => t(`shared:fields.${c}`);
  const rowColumns: TableColumnsType<TOutRecordImportRow> = [
    { key: 'shippedAt', title: label('shippedAt'), width: 140, render: (_: unknown, r) => shippedAtText(r) },
    { key: 'principal', title: label('principal'), width: 110, render: (_: unknown, r) => r.principal || '—' },
    {
      key: 'destination',
      title: label('destination'),
      width: 160,
      render: (_: unknown, r) =>
        r.destination ? (
          <Typography.Text ellipsis={{ tooltip: r.destination }} style={{ maxWidth: 140 }}>
            {r.destination}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'robots',
      title: t('fields.robots'),
      width: 180,
      render: (_: unknown, r) => {
        const rest = r.deviceNumbers.length - SHOWN;
        return r.deviceNumbers.length === 0
          ? '—'
          : `${r.deviceNumbers.slice(0, SHOWN).join(', ')}${rest > 0 ? ` ${t('robots.more', { count: rest })}` : ''}`;
      },
    },
  ];
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <CsvImportModal
      texts={{
        title: t('import.title'),
        hint: t('import.hint', {
          columns: OUT_RECORD_CSV_COLUMNS.map(label).join(', '),
          required: OUT_RECORD_IMPORT_REQUIRED.map(label).join(', '),
          timeZone,
          max: OUT_RECORD_IMPORT_MAX_ROWS,
        }),
        templateFile: t('import.templateFile'),
        submit: (count) => t('import.submit', { count }),
        done: (count) => t('import.done', { count }),
      }}
      importer={importer}
      template={() => templateCsv(t)}
      maxChars={MAX_CHARS}
      testId="out-record-import-file"
      rowColumns={rowColumns}
      tableWidth={860}
      onClose={onClose}
    />
  );
};
