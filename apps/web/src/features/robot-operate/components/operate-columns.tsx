import { UNITS, type TRobot } from '@fleet/contracts';
import { Button, Flex, Progress, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Battery } from '../../../components/battery';
import { EnumTag, LockTag, OnlineTag } from '../../../components/status-tag';
import { ValueAge } from '../../../components/value-age';
import { OperateRowActions } from './operate-row-actions';

const MONO: React.CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };
const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** Where the robot is: its map and its position on it in metres. */
const position = (r: TRobot) => {
  const p = r.live.pose;
  if (!p) return dash;
  return (
    <span style={MONO}>
      {p.mapId ?? '—'} · ({p.x.toFixed(1)}, {p.y.toFixed(1)})
    </span>
  );
};

/** Two values of one column, one under the other (keeps the list inside a 1400 px screen). */
const stack = (a: React.ReactNode, b: React.ReactNode) => (
  <Flex vertical gap={4} align="flex-start">
    {a}
    {b}
  </Flex>
);

/** Columns of the operate list: identity, every live value with its unit and age, lock, commands. */
export const useOperateColumns = (onOpen: (r: TRobot) => void): TableColumnsType<TRobot> => {
  const { t } = useTranslation('robotOperate');
  const col = (key: string, render: (r: TRobot) => React.ReactNode, width: number, title = t(`robot:fields.${key}`)) => ({
    key,
    title,
    width,
    render: (_: unknown, r: TRobot) => render(r),
  });
  return [
    col(
      'deviceNumber',
      (r) => (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => onOpen(r)} aria-label={t('open', { number: r.deviceNumber })}>
          <span style={{ textAlign: 'left' }}>
            <span style={{ ...MONO, display: 'block' }}>{r.deviceNumber}</span>
            <Typography.Text type="secondary">{r.alias}</Typography.Text>
          </span>
        </Button>
      ),
      190,
    ),
    col('online', (r) => stack(<OnlineTag online={r.live.online} />, <LockTag locked={r.locked} />), 100, t('columns.presence')),
    col('battery', (r) => stack(<Battery value={r.live.battery} />, <EnumTag name="ChargeStatus" value={r.live.chargeStatus} />), 140, t('columns.battery')),
    col(
      'workStatus',
      (r) =>
        stack(
          <EnumTag name="WorkStatus" value={r.live.workStatus} />,
          r.live.progress == null ? null : <Progress percent={Math.round(r.live.progress)} size="small" aria-label={t('robot:fields.progress')} />,
        ),
      150,
      t('columns.work'),
    ),
    col('deviceState', (r) => <EnumTag name="DeviceState" value={r.live.deviceState} />, 110),
    col('position', (r) => stack(<EnumTag name="LocationState" value={r.live.locationState} />, position(r)), 190, t('columns.location')),
    col('speed', (r) => (r.live.speed == null ? dash : `${r.live.speed.toFixed(2)} ${UNITS.speed}`), 90),
    col('lastReport', (r) => <ValueAge at={r.live.lastSeenAt} />, 140),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 220,
      render: (_: unknown, r: TRobot) => <OperateRowActions robot={r} />,
    },
  ];
};
