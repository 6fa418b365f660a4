import { fieldMessage, type Lang, type TImportRowError } from '@fleet/contracts';
import { Alert, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../lib/i18n';

/** A row of an import's answer: its line in the file and its problems, besides the cells a screen shows. */
export interface CsvImportRow {
  line: number;
  errors: TImportRowError[];
}

/** What an import answers, a dry run and a commit alike (contracts' TComponentImportResult, TOutRecordImportResult …). */
export interface CsvImportResult<R extends CsvImportRow> {
  committed: boolean;
  total: number;
  invalid: number;
  fileErrors: TImportRowError[];
  rows: R[];
}

/** A row's problem as one sentence in the user's language: "Serial number: This field is required". */
export const importErrorText = (lang: Lang, e: TImportRowError) => fieldMessage(lang, { path: e.field, code: e.code, vars: e.vars });

interface Props<R extends CsvImportRow> {
  result: CsvImportResult<R>;
  /** The row's own cells, shown between its line and its problems. */
  rowColumns: TableColumnsType<R>;
  /** The width the table scrolls sideways below. */
  tableWidth: number;
}

/**
 * The dry run's answer: how many rows and how many wrong, the problems of the file itself, and the
 * rows (only the wrong ones while there are any) with each problem named by its column.
 */
export const CsvImportPreview = <R extends CsvImportRow>({ result, rowColumns, tableWidth }: Props<R>) => {
  // useTranslation re-renders on a language switch; fieldMessage then reads the new language's catalogue.
  const { t } = useTranslation();
  const lang = currentLang();
  if (result.fileErrors.length > 0) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('common:import.fileProblems')}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {result.fileErrors.map((e, i) => (
              <li key={i}>{importErrorText(lang, e)}</li>
            ))}
          </ul>
        }
      />
    );
  }
  const wrong = result.rows.filter((r) => r.errors.length > 0);
  const rows = wrong.length > 0 ? wrong : result.rows;
  const columns: TableColumnsType<R> = [
    { key: 'line', title: t('common:import.line'), width: 70, render: (_: unknown, r) => r.line },
    ...rowColumns,
    {
      key: 'errors',
      title: t('common:import.problems'),
      render: (_: unknown, r) =>
        r.errors.length === 0 ? (
          '—'
        ) : (
          <Flex vertical gap={2}>
            {r.errors.map((e, i) => (
              <Typography.Text key={i} type="danger">
                {importErrorText(lang, e)}
              </Typography.Text>
            ))}
          </Flex>
        ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>{t('common:import.summary', { count: result.total, invalid: result.invalid })}</Typography.Text>
      {wrong.length > 0 ? (
        <Alert type="error" showIcon title={t('common:import.fixAndRetry')} description={t('common:import.onlyProblems')} />
      ) : (
        <Alert type="success" showIcon title={t('common:import.allValid')} />
      )}
      <Table<R>
        rowKey="line"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: tableWidth }}
      />
    </Flex>
  );
};
