import { fieldMessage, type Lang, type TComponentImportResult, type TComponentImportRow, type TImportRowError } from '@fleet/contracts';
import { Alert, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';

/** A row's problem as one sentence in the user's language: "Serial number: This field is required". */
export const importErrorText = (lang: Lang, e: TImportRowError) => fieldMessage(lang, { path: e.field, code: e.code, vars: e.vars });

/**
 * The dry run's answer: how many rows and how many wrong, the problems of the file itself, and the
 * rows (only the wrong ones while there are any) with each problem named by its column.
 */
export const ComponentImportPreview = ({ result }: { result: TComponentImportResult }) => {
  // useTranslation re-renders on a language switch; fieldMessage then reads the new language's catalogue.
  const { t } = useTranslation('component');
  const lang = currentLang();
  if (result.fileErrors.length > 0) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('resource.import.fileProblems')}
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
  const columns: TableColumnsType<TComponentImportRow> = [
    { key: 'line', title: t('resource.import.line'), width: 70, render: (_: unknown, r) => r.line },
    { key: 'model', title: t('shared:fields.model'), width: 130, render: (_: unknown, r) => r.model || '—' },
    { key: 'serialNo', title: t('shared:fields.serialNo'), width: 150, render: (_: unknown, r) => r.serialNo || '—' },
    { key: 'expiresAt', title: t('shared:fields.expiresAt'), width: 120, render: (_: unknown, r) => r.expiresAt || '—' },
    {
      key: 'errors',
      title: t('resource.import.problems'),
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
      <Typography.Text strong>{t('resource.import.summary', { count: result.total, invalid: result.invalid })}</Typography.Text>
      {wrong.length > 0 ? (
        <Alert type="error" showIcon title={t('resource.import.fixAndRetry')} description={t('resource.import.onlyProblems')} />
      ) : (
        <Alert type="success" showIcon title={t('resource.import.allValid')} />
      )}
      <Table<TComponentImportRow>
        rowKey="line"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 620 }}
      />
    </Flex>
  );
};
