import { ORG_SORT_FIELDS, type TListResult, type TOrg } from '@fleet/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { useOrgFields } from './org-fields';
import { OrgRowActions } from './org-row-actions';

interface Props extends SortProps {
  data: TListResult<TOrg> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onView: (o: TOrg) => void;
  onEdit: (o: TOrg) => void;
  onEditPoint?: (o: TOrg) => void;
}

/** Server-paged organisation table; a skeleton on the first load, an empty state that says what to do. */
export const OrgTable = ({ data, loading, onPage, onView, onEdit, onEditPoint, sort, onSort }: Props) => {
  const { t } = useTranslation('organization');
  const fields = useOrgFields();
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
    <PagedTable<TOrg>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={ORG_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
