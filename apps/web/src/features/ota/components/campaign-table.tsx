import { CAMPAIGN_SORT_FIELDS, type TCampaign, type TListResult } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { formatMinute } from '../../../lib/format';
import { CampaignProgress, waveText } from './campaign-progress';
import { CampaignStateTag } from './state-tags';

interface Props extends SortProps {
  data: TListResult<TCampaign> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (id: number) => void;
}

/** The campaigns, newest first: what each upgrades, where it stands and how far it got. */
export const CampaignTable = ({ data, loading, onPage, onOpen, sort, onSort }: Props) => {
  const { t } = useTranslation('ota');
  const columns: TableColumnsType<TCampaign> = [
    {
      key: 'name',
      title: t('fields.name'),
      width: 200,
      render: (_: unknown, c: TCampaign) => (
        <CellStack>
          <Typography.Text strong>{c.name}</Typography.Text>
          {c.rollbackOf != null && <Typography.Text type="secondary">{t('rollbackOf', { id: c.rollbackOf })}</Typography.Text>}
        </CellStack>
      ),
    },
    {
      key: 'version',
      title: t('fields.version'),
      width: 150,
      render: (_: unknown, c: TCampaign) => (
        <CellStack>
          <span>{`${t(`shared:enums.SoftwareType.${c.unit}`)} ${c.version}`}</span>
          <Typography.Text type="secondary">{t(`shared:enums.PackageType.${c.packageType}`)}</Typography.Text>
        </CellStack>
      ),
    },
    { key: 'state', title: t('fields.state'), width: 160, render: (_: unknown, c: TCampaign) => <CampaignStateTag state={c.state} /> },
    { key: 'progress', title: t('fields.progress'), width: 180, render: (_: unknown, c: TCampaign) => <CampaignProgress campaign={c} /> },
    { key: 'wave', title: t('fields.wave'), width: 70, render: (_: unknown, c: TCampaign) => waveText(c) },
    {
      key: 'createdAt',
      title: t('fields.createdAt'),
      width: 160,
      render: (_: unknown, c: TCampaign) => (
        <CellStack>
          <span>{formatMinute(c.createdAt)}</span>
          <Typography.Text type="secondary">{c.createdBy ?? '—'}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 90,
      render: (_: unknown, c: TCampaign) => (
        <RowActions subject={c.name} actions={[{ key: 'details', label: t('actions.details'), onClick: () => onOpen(c.id) }]} />
      ),
    },
  ];
  return (
    <PagedTable<TCampaign>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={CAMPAIGN_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
    />
  );
};
