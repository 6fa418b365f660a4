import { isRobotBusy, type TRobot, type TRobotMap } from '@fleet/contracts';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandOutcome } from '../../../components/command-outcome';
import { Permission } from '../../../components/permission';
import { useSwitchRobotMap } from '../api/switch-robot-map';

/** Why the console will not ask the robot to switch to this map, or null when it may (spec §4 guards). */
export const switchRefusal = (robot: TRobot, map: TRobotMap) => {
  if (map.archivedAt) return 'archived';
  if (map.active) return 'active';
  if (!robot.live.online) return 'offline';
  if (robot.locked) return 'locked';
  if (isRobotBusy(robot.live)) return 'working';
  return null;
};

/** Switch to a map behind the spec §5 confirmation, then the command's outcome until the robot answers. */
export const MapSwitchAction = ({ robot, map }: { robot: TRobot; map: TRobotMap }) => {
  const { t } = useTranslation('robotMap');
  const switchMap = useSwitchRobotMap();
  const [commandId, setCommandId] = useState<string | null>(null);
  const refusal = switchRefusal(robot, map);
  const button = (
    <Button size="small" type="link" disabled={refusal !== null} aria-label={`${t('actions.switch')} ${map.name}`}>
      {t('actions.switch')}
    </Button>
  );
  return (
    <Space size={4}>
      <Permission code="robotOperate:map">
        {refusal ? (
          <Tooltip title={t(`reasons.${refusal}`)}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          <Popconfirm
            title={t('confirm.switchTitle', { number: robot.deviceNumber, name: map.name })}
            description={<div style={{ maxWidth: 340 }}>{t('confirm.switchText')}</div>}
            okText={t('actions.switch')}
            okButtonProps={{ danger: true, loading: switchMap.isPending }}
            onConfirm={() =>
              switchMap.mutateAsync({ robotId: robot.id, mapId: map.mapId }).then(
                (c) => setCommandId(c.commandId),
                () => undefined,
              )
            }
          >
            {button}
          </Popconfirm>
        )}
      </Permission>
      {commandId && <CommandOutcome commandId={commandId} />}
    </Space>
  );
};
