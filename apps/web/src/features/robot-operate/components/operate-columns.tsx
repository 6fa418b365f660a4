import { UNITS, type TRobot } from '@fleet/contracts';
import { Button, Progress, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Battery } from '../../../components/battery';
import { CellStack } from '../../../components/cell-stack';
import { EnumTag, LockTag, OnlineTag } from '../../../components/status-tag';
import { ValueAge } from '../../../components/value-age';
import { OperateRowActions } from './operate-row-actions';

const MONO: React.CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };
const dash = <Typography.Text type="secondary">—</Typography.Text>;

/**
 * Where the robot is: its map by name and its position on it in metres. The name comes with the list;
 * a live pose on another map (switched since the list loaded) says so rather than show the map's id.
 */
const position = (r: TRobot, otherMap: string) => {
  const p = r.live.pose;
  if (!p) return dash;
  const map = p.mapId === null ? '—' : r.poseMap?.mapId === p.mapId ? r.poseMap.name : otherMap;
  return (
    <span>
      {map}{' '}
      <span style={MONO}>
        ({p.x.toFixed(1)}, {p.y.toFixed(1)})
      </span>
    </span>
  );
};

const stack = (a: React.ReactNode, b: React.ReactNode) => (
  <CellStack>
    {a}
    {b}
  </CellStack>
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
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => onOpen(r)}
          aria-label={t('open', { number: r.deviceNumber })}
        >
          <span style={{ textAlign: 'left' }}>
            <span style={{ ...MONO, display: 'block' }}>{r.deviceNumber}</span>
            <Typography.Text type="secondary">{r.alias}</Typography.Text>
          </span>
        </Button>
      ),
      170,
    ),
    // When the robot last spoke belongs with whether it is online: one column, three lines.
    col(
      'online',
      (r) => (
        <CellStack>
          <OnlineTag online={r.live.online} />
          <LockTag locked={r.locked} />
          <ValueAge at={r.live.lastSeenAt} />
        </CellStack>
      ),
      120,
      t('columns.presenceAge'),
    ),
    col(
      'battery',
      (r) => stack(<Battery value={r.live.battery} />, <EnumTag name="ChargeStatus" value={r.live.chargeStatus} />),
      120,
      t('columns.battery'),
    ),
    col(
      'workStatus',
      (r) =>
        stack(
          <EnumTag name="WorkStatus" value={r.live.workStatus} />,
          r.live.progress == null ? null : (
            <Progress percent={Math.round(r.live.progress)} size="small" aria-label={t('robot:fields.progress')} />
          ),
        ),
      140,
      t('columns.work'),
    ),
    col('deviceState', (r) => <EnumTag name="DeviceState" value={r.live.deviceState} />, 100),
    col(
      'position',
      (r) => stack(<EnumTag name="LocationState" value={r.live.locationState} />, position(r, t('overview.otherMap'))),
      170,
      t('columns.location'),
    ),
    col('speed', (r) => (r.live.speed == null ? dash : `${r.live.speed.toFixed(2)} ${UNITS.speed}`), 80),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 150,
      render: (_: unknown, r: TRobot) => <OperateRowActions robot={r} />,
    },
  ];
};
