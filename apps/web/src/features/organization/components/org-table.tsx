import type { TListResult, TOrg } from '@fleet/contracts';
import { Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrgFields } from './org-fields';
import { OrgRowActions } from './org-row-actions';

interface Props {
  data: TListResult<TOrg> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onView: (o: TOrg) => void;
  onEdit: (o: TOrg) => void;
  onEditPoint?: (o: TOrg) => void;
}

/** Server-paged organisation table; a skeleton on the first load, an empty state that says what to do. */
export const OrgTable = ({ data, loading, onPage, onView, onEdit, onEditPoint }: Props) => {
  const { t } = useTranslation('organization');
  const fields = useOrgFields();
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const columns: TableColumnsType<TOrg> = [
    ...fields.map((f) => ({ key: f.key, title: f.label, width: f.width, render: (_: unknown, o: TOrg) => f.render(o) })),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 240,
      render: (_: unknown, o: TOrg) => <OrgRowActions org={o} onView={onView} onEdit={onEdit} onEditPoint={onEditPoint} />,
    },
  ];
  return (
    <Table<TOrg>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={data.list}
      loading={loading}
      scroll={{ x: 1700 }}
      locale={{ emptyText: <Empty description={t('empty')} /> }}
      pagination={{
        current: data.page,
        pageSize: data.pageSize,
        total: data.total,
        showSizeChanger: true,
        showTotal: (total) => t('common:total', { total }),
        onChange: onPage,
      }}
    />
  );
};
