import { USER_SORT_FIELDS, type TListResult, type TUser } from '@fleet/contracts';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { formatMinute } from '../../../lib/format';
import { StatusTag } from './user-fields';
import { UserRowActions } from './user-row-actions';

interface Props extends SortProps {
  data: TListResult<TUser> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onView: (u: TUser) => void;
  onEdit: (u: TUser) => void;
  onLandmarks?: (u: TUser) => void;
}

const secondary = (v: string) => <Typography.Text type="secondary">{v}</Typography.Text>;

/**
 * Server-paged user table. Account and name, phone and email, status and first sign-in share a
 * column each (one under the other), so all ten values fit a 1400 px screen beside the actions; the
 * details drawer and the mobile cards list them one by one (useUserFields).
 */
export const UserTable = ({ data, loading, onPage, onView, onEdit, onLandmarks, sort, onSort }: Props) => {
  const { t } = useTranslation('user');
  const col = (key: string, title: string, width: number, render: (u: TUser) => React.ReactNode) => ({
    key,
    title,
    width,
    render: (_: unknown, u: TUser) => render(u),
  });
  const columns: TableColumnsType<TUser> = [
    col('account', `${t('fields.account')} / ${t('fields.userName')}`, 150, (u) => (
      <CellStack>
        {u.account}
        {secondary(u.userName)}
      </CellStack>
    )),
    col('contact', `${t('fields.phone')} / ${t('fields.email')}`, 176, (u) => (
      <CellStack>
        {u.phone || '—'}
        {u.email ? secondary(u.email) : null}
      </CellStack>
    )),
    col('orgName', t('fields.organization'), 140, (u) => u.orgName),
    col('roleName', t('fields.role'), 120, (u) => u.roleName),
    col('enabled', t('fields.enabled'), 120, (u) => (
      <CellStack>
        <StatusTag enabled={u.enabled} />
        {u.isFirstLogin && <Tag color="orange">{t('firstLogin.pending')}</Tag>}
      </CellStack>
    )),
    col('creator', t('fields.creator'), 100, (u) => u.creator ?? '—'),
    col('createdAt', t('fields.createdAt'), 110, (u) => formatMinute(u.createdAt)),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 180,
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
