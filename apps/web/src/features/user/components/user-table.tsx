import { USER_SORT_FIELDS, type TListResult, type TUser } from '@fleet/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { useUserFields } from './user-fields';
import { UserRowActions } from './user-row-actions';

interface Props extends SortProps {
  data: TListResult<TUser> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onView: (u: TUser) => void;
  onEdit: (u: TUser) => void;
  onLandmarks?: (u: TUser) => void;
}

/** Server-paged user table; a skeleton on the first load, an empty state that says what to do. */
export const UserTable = ({ data, loading, onPage, onView, onEdit, onLandmarks, sort, onSort }: Props) => {
  const { t } = useTranslation('user');
  const fields = useUserFields();
  const columns: TableColumnsType<TUser> = [
    ...fields.map((f) => ({ key: f.key, title: f.label, width: f.width, render: (_: unknown, u: TUser) => f.render(u) })),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 320,
      render: (_: unknown, u: TUser) => <UserRowActions user={u} onView={onView} onEdit={onEdit} onLandmarks={onLandmarks} />,
    },
  ];
  return (
    <PagedTable<TUser>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={USER_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
