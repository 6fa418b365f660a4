import type { TListResult, TRobotBuild } from '@fleet/contracts';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/paged-table';
import { formatMinute } from '../../../lib/format';
import { useRobotTypes } from '../../../lib/robot-types';
import { ComponentsCell, ConsumablesCell, productText, RobotCell } from './build-cells';

interface Props {
  data: TListResult<TRobotBuild> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  emptyText: ReactNode;
}

/** The robots, server-paged: what each is built from and how worn its consumables are. */
export const RobotBuildTable = ({ data, loading, onPage, emptyText }: Props) => {
  const { t } = useTranslation('robotBuild');
  const robotTypes = useRobotTypes();
  const columns: TableColumnsType<TRobotBuild> = [
    { key: 'robot', title: t('fields.robot'), width: 170, render: (_: unknown, r) => <RobotCell r={r} /> },
    {
      key: 'robotType',
      title: t('shared:fields.robotType'),
      width: 110,
      render: (_: unknown, r) => robotTypes.name(r.robotType),
    },
    { key: 'org', title: t('fields.organization'), width: 140, render: (_: unknown, r) => r.orgName },
    { key: 'product', title: t('fields.product'), width: 180, render: (_: unknown, r) => productText(r.product) },
    { key: 'hardwareVersion', title: t('shared:fields.hardwareVersion'), width: 120, render: (_: unknown, r) => r.hardwareVersion || '—' },
    { key: 'shippedAt', title: t('shared:fields.shippedAt'), width: 150, render: (_: unknown, r) => formatMinute(r.shippedAt) },
    { key: 'components', title: t('fields.components'), width: 220, render: (_: unknown, r) => <ComponentsCell r={r} /> },
    { key: 'consumables', title: t('fields.consumables'), width: 220, render: (_: unknown, r) => <ConsumablesCell r={r} /> },
  ];
  return <PagedTable<TRobotBuild> data={data} loading={loading} columns={columns} onPage={onPage} emptyText={emptyText} />;
};
