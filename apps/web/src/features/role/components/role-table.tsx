import type { TListResult, TRole } from '@fleet/contracts';
import { Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRoleFields } from './role-fields';
import { RoleRowActions } from './role-row-actions';

interface Props {
  data: TListResult<TRole> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onView: (r: TRole) => void;
  onEdit: (r: TRole) => void;
}

/** Server-paged role table; a skeleton on the first load, an empty state that says what to do. */
export const RoleTable = ({ data, loading, onPage, onView, onEdit }: Props) => {
  const { t } = useTranslation('role');
  const fields = useRoleFields();
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const columns: TableColumnsType<TRole> = [
    ...fields.map((f) => ({ key: f.key, title: f.label, width: f.width, render: (_: unknown, r: TRole) => f.render(r) })),
    {
      key: 'actions',
      title: t('common:actions'),
      width: 170,
      render: (_: unknown, r: TRole) => <RoleRowActions role={r} onView={onView} onEdit={onEdit} />,
    },
  ];
  return (
    <Table<TRole>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={data.list}
      loading={loading}
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
