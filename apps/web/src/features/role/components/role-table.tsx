import { ROLE_SORT_FIELDS, type TListResult, type TRole } from '@fleet/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { useRoleFields } from './role-fields';
import { RoleRowActions } from './role-row-actions';

interface Props extends SortProps {
  data: TListResult<TRole> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onView: (r: TRole) => void;
  onEdit: (r: TRole) => void;
}

/** Server-paged role table; a skeleton on the first load, an empty state that says what to do. */
export const RoleTable = ({ data, loading, onPage, onView, onEdit, sort, onSort }: Props) => {
  const { t } = useTranslation('role');
  const fields = useRoleFields();
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
    <PagedTable<TRole>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={ROLE_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
