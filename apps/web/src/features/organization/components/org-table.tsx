import { ORG_SORT_FIELDS, type TListResult, type TOrg } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { formatMinute } from '../../../lib/format';
import { LevelTag } from './levels';
import { OrgRowActions } from './org-row-actions';

interface Props extends SortProps {
  data: TListResult<TOrg> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onView: (o: TOrg) => void;
  onEdit: (o: TOrg) => void;
  onEditPoint?: (o: TOrg) => void;
}

const secondary = (v: string | null) => (v ? <Typography.Text type="secondary">{v}</Typography.Text> : null);

/**
 * Server-paged organisation table beside the tree. Values that belong together share a column (name,
 * code and parent, contact and phone, type and area, sub-organisations and users), so the eleven
 * fields fit the width the tree leaves on a 1400 px screen; the details drawer lists them one by one.
 */
export const OrgTable = ({ data, loading, onPage, onView, onEdit, onEditPoint, sort, onSort }: Props) => {
  const { t } = useTranslation('organization');
  const col = (key: string, title: string, width: number, render: (o: TOrg) => React.ReactNode) => ({
    key,
    title,
    width,
    render: (_: unknown, o: TOrg) => render(o),
  });
  const pair = (a: string, b: string) => `${t(`fields.${a as 'name'}`)} / ${t(`fields.${b as 'name'}`)}`;
  const columns: TableColumnsType<TOrg> = [
    col('name', `${pair('name', 'code')} / ${t('fields.parent')}`, 160, (o) => (
      <CellStack>
        {o.name}
        {secondary(o.code)}
        {o.parentName && secondary(`↑ ${o.parentName}`)}
      </CellStack>
    )),
    col('level', t('fields.level'), 90, (o) => <LevelTag level={o.level} />),
    col('contact', pair('contactName', 'phone'), 120, (o) => (
      <CellStack>
        {o.contactName || '—'}
        {secondary(o.phone)}
      </CellStack>
    )),
    col('typeArea', pair('type', 'area'), 120, (o) => (
      <CellStack>
        {o.type || '—'}
        {o.area && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: o.area }} style={{ margin: 0 }}>
            {o.area}
          </Typography.Paragraph>
        )}
      </CellStack>
    )),
    col('childCount', pair('childCount', 'userCount'), 90, (o) => `${o.childCount} / ${o.userCount}`),
    col('createdAt', t('fields.createdAt'), 100, (o) => formatMinute(o.createdAt)),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 170,
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
