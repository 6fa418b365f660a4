import type { TLandmarkSite, TListResult } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { FleetStateSummary } from '../../../components/fleet-state';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { LandmarkFile, LandmarkLocation } from './landmark-cells';

interface Props {
  data: TListResult<TLandmarkSite> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  emptyText: ReactNode;
  onView: (s: TLandmarkSite) => void;
}

const FILE_WIDTH = 180;

/**
 * The landmarks, server-paged: the name leads in bold over its code (what people quote), then where it
 * sits (parent organisation, map position), its file, and what works there now (robots by state, areas,
 * users), refreshed with the list. Switching a robot happens in the detail, where its robots are listed.
 */
export const LandmarkTable = ({ data, loading, onPage, emptyText, onView }: Props) => {
  const { t } = useTranslation('landmark');
  // The widths add up to the table's room at 1400 px, the narrowest desktop window (sidebar open), like
  // the areas': no column hides under the fixed actions, and the table does not scroll sideways.
  const columns: TableColumnsType<TLandmarkSite> = [
    {
      key: 'name',
      title: t('fields.nameCode'),
      width: 180,
      render: (_: unknown, s) => (
        <CellStack>
          <Typography.Text strong ellipsis={{ tooltip: s.name }} style={{ maxWidth: 160 }}>
            {s.name}
          </Typography.Text>
          <Typography.Text type="secondary">{s.code}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'parent',
      title: t('fields.parent'),
      width: 130,
      render: (_: unknown, s) => (
        <Typography.Text ellipsis={{ tooltip: s.parentName }} style={{ maxWidth: 110 }}>
          {s.parentName ?? '—'}
        </Typography.Text>
      ),
    },
    { key: 'location', title: t('fields.location'), width: 150, render: (_: unknown, s) => <LandmarkLocation site={s} /> },
    {
      key: 'file',
      title: t('fields.file'),
      width: FILE_WIDTH,
      render: (_: unknown, s) => <LandmarkFile site={s} width={FILE_WIDTH - 20} />,
    },
    { key: 'robots', title: t('fields.robots'), width: 170, render: (_: unknown, s) => <FleetStateSummary robots={s.robots} /> },
    { key: 'areas', title: t('fields.areas'), width: 80, render: (_: unknown, s) => s.areaCount },
    { key: 'users', title: t('fields.users'), width: 80, render: (_: unknown, s) => s.userCount },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 90,
      render: (_: unknown, s) => (
        <RowActions
          subject={s.name}
          actions={[{ key: 'view', label: t('common:view'), code: 'landMarkDetail:view', onClick: () => onView(s) }]}
        />
      ),
    },
  ];
  return <PagedTable<TLandmarkSite> data={data} loading={loading} columns={columns} onPage={onPage} emptyText={emptyText} />;
};
