import type { Lang, TDicLabelRow } from '@fleet/contracts';
import { Empty, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { RowActions } from '../../../components/row-actions';
import { columnsWidth } from '../../../components/table-width';
import { feedback } from '../../../lib/feedback';
import { useSettings } from '../../../lib/settings';
import { useResetDicLabel } from '../api/configure';
import { enumTitle } from './config-values';

const rowKey = (r: TDicLabelRow) => `${r.enumName}.${r.value}`;

interface Props {
  rows: readonly TDicLabelRow[];
  lang: Lang;
  loading: boolean;
  /** Rows of several dictionaries: each names its own. */
  showEnum: boolean;
  onEdit: (r: TDicLabelRow) => void;
}

/** The items of the dictionary in one language: value, built-in label, the label shown now, and the actions. */
export const DicLabelTable = ({ rows, lang, loading, showEnum, onEdit }: Props) => {
  const { t } = useTranslation('configure');
  const { pageSizeDefault } = useSettings();
  const reset = useResetDicLabel();
  const columns: TableColumnsType<TDicLabelRow> = [
    ...(showEnum
      ? [
          {
            key: 'enumName',
            title: t('dictionary.columns.enumName'),
            width: 200,
            render: (_: unknown, r: TDicLabelRow) => (
              <CellStack>
                {enumTitle(t, r.enumName)}
                <Typography.Text type="secondary">{r.enumName}</Typography.Text>
              </CellStack>
            ),
          },
        ]
      : []),
    {
      key: 'value',
      title: t('dictionary.columns.value'),
      width: 130,
      render: (_: unknown, r) => <Typography.Text code>{String(r.value)}</Typography.Text>,
    },
    { key: 'defaultLabel', title: t('dictionary.columns.defaultLabel'), width: 200, render: (_: unknown, r) => r.defaultLabel },
    {
      key: 'label',
      title: t('dictionary.columns.label'),
      width: 220,
      render: (_: unknown, r) =>
        r.label === null ? (
          r.defaultLabel
        ) : (
          <Space size={4} wrap>
            <Typography.Text strong>{r.label}</Typography.Text>
            <Tag color="blue">{t('dictionary.changed')}</Tag>
          </Space>
        ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      // An empty table has no rows to scroll under a fixed column (as PagedTable does).
      fixed: rows.length > 0 ? ('right' as const) : undefined,
      width: 200,
      render: (_: unknown, r) => {
        const current = r.label ?? r.defaultLabel;
        return (
          <RowActions
            subject={current}
            actions={[
              { key: 'edit', label: t('dictionary.edit'), code: 'configure:edit', onClick: () => onEdit(r) },
              r.label !== null && {
                key: 'reset',
                label: t('dictionary.reset'),
                code: 'configure:edit',
                confirm: {
                  title: t('dictionary.resetTitle', { label: current, builtIn: r.defaultLabel }),
                  text: t('dictionary.resetText'),
                  okText: t('dictionary.reset'),
                  loading: reset.isPending,
                  onConfirm: () =>
                    reset
                      .mutateAsync({ lang, enumName: r.enumName, value: r.value })
                      .then(() => void feedback().message.success(t('dictionary.resetDone', { label: r.defaultLabel }))),
                },
              },
            ]}
          />
        );
      },
    },
  ];
  return (
    <Table<TDicLabelRow>
      rowKey={rowKey}
      size="middle"
      columns={columns}
      dataSource={rows as TDicLabelRow[]}
      loading={loading}
      scroll={{ x: columnsWidth(columns) }}
      locale={{ emptyText: <Empty description={t('dictionary.empty')} /> }}
      pagination={{ defaultPageSize: pageSizeDefault, showSizeChanger: true, showTotal: (total) => t('common:total', { total }) }}
    />
  );
};
