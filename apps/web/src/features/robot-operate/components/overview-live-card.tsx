import { UNITS, type TRobot } from '@fleet/contracts';
import { Alert, Descriptions, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Battery, useBatteryLevel, useBatteryWarning } from '../../../components/battery';
import { EnumTag, LockTag, OnlineTag } from '../../../components/status-tag';
import { ValueAge } from '../../../components/value-age';
import { useGetOverviewMap } from '../api/get-overview-map';
import { CurrentTask } from './current-task';

/** Everything the robot last said about itself, live (the hub writes it into the robot's cache entry). */
export const OverviewLiveCard = ({ robot }: { robot: TRobot }) => {
  const { t } = useTranslation('robotOperate');
  const { live } = robot;
  const { data: activeMap } = useGetOverviewMap(robot.id);
  const batteryLevel = useBatteryLevel();
  const batteryWarning = useBatteryWarning();
  const f = (k: string) => t(`overview.fields.${k}`);
  const level = live.battery == null ? 'ok' : batteryLevel(live.battery);
  const dash = <span aria-label={t('robot:noValue')}>—</span>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {level !== 'ok' && <Alert type={level === 'damage' ? 'error' : 'warning'} showIcon title={batteryWarning(level)} />}
      <Descriptions
        size="small"
        bordered
        // From xl the card shares its row with the map (16/24): fewer pairs per row than full width.
        column={{ xs: 1, sm: 2, md: 2, lg: 3, xl: 2, xxl: 3 }}
        items={[
          {
            key: 'online',
            label: f('online'),
            children: (
              <Space size={4}>
                <OnlineTag online={live.online} />
                <LockTag locked={robot.locked} />
              </Space>
            ),
          },
          { key: 'battery', label: f('battery'), children: <Battery value={live.battery} /> },
          { key: 'work', label: f('workStatus'), children: <EnumTag name="WorkStatus" value={live.workStatus} /> },
          { key: 'device', label: f('deviceState'), children: <EnumTag name="DeviceState" value={live.deviceState} /> },
          { key: 'location', label: f('location'), children: <EnumTag name="LocationState" value={live.locationState} /> },
          { key: 'charge', label: f('charge'), children: <EnumTag name="ChargeStatus" value={live.chargeStatus} /> },
          { key: 'speed', label: f('speed'), children: live.speed == null ? dash : `${live.speed.toFixed(2)} ${UNITS.speed}` },
          { key: 'signal', label: f('signal'), children: live.signal == null ? dash : `${Math.round(live.signal)}%` },
          { key: 'task', label: f('task'), children: <CurrentTask robot={robot} /> },
          {
            key: 'progress',
            label: f('progress'),
            children:
              live.progress == null ? (
                dash
              ) : (
                <Progress
                  percent={Math.round(live.progress)}
                  size="small"
                  aria-label={f('progress')}
                  style={{ minWidth: 120, margin: 0 }}
                />
              ),
          },
          {
            key: 'position',
            label: f('position'),
            // The map's name as the robot reported it, never its internal id (the active map is already loaded for the thumbnail).
            children: live.pose
              ? `${activeMap?.mapId === live.pose.mapId ? activeMap.name : t('overview.otherMap')} · (${live.pose.x.toFixed(2)}, ${live.pose.y.toFixed(2)})`
              : dash,
          },
          { key: 'firmware', label: f('firmware'), children: live.firmware ?? dash },
          { key: 'version', label: f('version'), children: robot.version ?? dash },
          { key: 'seen', label: f('lastSeen'), children: <ValueAge at={live.lastSeenAt} /> },
        ]}
      />
    </Space>
  );
};
