import { ROBOT_SORT_FIELDS, type TListResult, type TRobot, type TRobotCredential } from '@fleet/contracts';
import { Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { useRegisterFields, type RobotField } from './robot-register-fields';
import { RobotRowActions } from './robot-row-actions';

interface Props extends SortProps {
  data: TListResult<TRobot> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (r: TRobot) => void;
  onSecret: (creds: TRobotCredential[]) => void;
  /** The robots ticked for "Upgrade selected"; no checkboxes when absent. */
  selected?: number[];
  onSelect?: (ids: number[]) => void;
}

/** Column widths: the ten fields in seven columns fit a 1400 px screen beside the actions. */
const WIDTH = { deviceNumber: 180, robotType: 110, organization: 130, online: 100, enabled: 80, createdAt: 110, hosting: 190 };

/**
 * Server-paged registration table. Device number and alias, type and kind, online and lock share a
 * column each (one under the other); the mobile cards and the CSV list every field on its own.
 */
export const RobotRegisterTable = ({ data, loading, onPage, onEdit, onSecret, sort, onSort, selected, onSelect }: Props) => {
  const { t } = useTranslation('robotRegister');
  const f = Object.fromEntries(useRegisterFields().map((x) => [x.key, x])) as Record<string, RobotField>;
  const field = (key: keyof typeof WIDTH, under?: string, render?: (r: TRobot) => ReactNode) => ({
    key,
    title: under ? `${f[key]!.label} / ${f[under]!.label}` : f[key]!.label,
    width: WIDTH[key],
    render: (_: unknown, r: TRobot) => (
      <CellStack>
        {f[key]!.render(r)}
        {under && (render ? render(r) : f[under]!.render(r))}
      </CellStack>
    ),
  });
  const columns: TableColumnsType<TRobot> = [
    field('deviceNumber', 'alias', (r) => (
      <span>
        <Typography.Text type="secondary">{r.alias}</Typography.Text>
        {r.testing && (
          <Tag color="orange" style={{ marginInlineStart: 6 }}>
            {t('edit.testingTag')}
          </Tag>
        )}
      </span>
    )),
    field('robotType', 'simulated'),
    field('organization'),
    field('online', 'locked'),
    field('enabled'),
    field('createdAt'),
    field('hosting'),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 130,
      render: (_: unknown, r: TRobot) => <RobotRowActions robot={r} onEdit={onEdit} onSecret={onSecret} withUpgrade />,
    },
  ];
  return (
    <PagedTable<TRobot>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
      sortFields={ROBOT_SORT_FIELDS}
      sort={sort}
      onSort={onSort}
      rowSelection={
        onSelect && {
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          // antd copies a column's title into the table's aria-hidden measuring row: a "select all" checkbox
          // there is focusable content hidden from screen readers (axe: aria-hidden-focus). Robots are ticked
          // one by one; a whole fleet is targeted by organisation in the campaign form.
          hideSelectAll: true,
          onChange: (keys) => onSelect(keys.map(Number)),
          // Only robots the caller owns can be upgraded.
          getCheckboxProps: (r: TRobot) => ({ disabled: r.access !== 'owner' }),
        }
      }
    />
  );
};
