import type { TListResult, TRobotBuild } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
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
  // The widths add up to the table's room at 1400 px, the narrowest desktop window: the organization sits
  // under the robot and the shipping time under the product it was shipped as (CellStack).
  const columns: TableColumnsType<TRobotBuild> = [
    {
      key: 'robot',
      title: `${t('fields.robot')} / ${t('fields.organization')}`,
      width: 180,
      render: (_: unknown, r) => <RobotCell r={r} />,
    },
    {
      key: 'robotType',
      title: t('shared:fields.robotType'),
      width: 100,
      render: (_: unknown, r) => robotTypes.name(r.robotType),
    },
    {
      key: 'product',
      title: `${t('fields.product')} / ${t('shared:fields.shippedAt')}`,
      width: 190,
      render: (_: unknown, r) => (
        <CellStack>
          {productText(r.product)}
          {r.shippedAt && <Typography.Text type="secondary">{formatMinute(r.shippedAt)}</Typography.Text>}
        </CellStack>
      ),
    },
    // Wide enough for the Japanese header on one line.
    { key: 'hardwareVersion', title: t('shared:fields.hardwareVersion'), width: 170, render: (_: unknown, r) => r.hardwareVersion || '—' },
    { key: 'components', title: t('fields.components'), width: 210, render: (_: unknown, r) => <ComponentsCell r={r} /> },
    { key: 'consumables', title: t('fields.consumables'), width: 200, render: (_: unknown, r) => <ConsumablesCell r={r} /> },
  ];
  return <PagedTable<TRobotBuild> data={data} loading={loading} columns={columns} onPage={onPage} emptyText={emptyText} />;
};
