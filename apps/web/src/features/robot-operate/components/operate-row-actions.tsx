import type { TCommand, TRobot } from '@fleet/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandOutcome } from '../../../components/command-outcome';
import { Permission } from '../../../components/permission';
import { robotRefusal } from '../../../lib/robot-refusal';
import { useLockRobot } from '../api/lock-robot';
import { useResetRobot } from '../api/reset-robot';
import { useUnlockRobot } from '../api/unlock-robot';
import { DESTRUCTIVE } from './overview-quick-actions';

type Op = 'lock' | 'unlock' | 'reset';

interface ConfirmProps {
  op: Op;
  robot: TRobot;
  mutation: UseMutationResult<TCommand, Error, number>;
  onSent: (commandId: string) => void;
  size: 'large' | 'small';
}

/** One robot-affecting command behind a confirmation that says its consequence (spec §5). */
const CommandAction = ({ op, robot, mutation, onSent, size }: ConfirmProps) => {
  const { t } = useTranslation('robotOperate');
  const danger = DESTRUCTIVE.has(op);
  const label = t(`actions.${op}`);
  const refusal = robotRefusal(op, robot);
  if (refusal) {
    // A command that can only fail is not offered: disabled, with the reason on hover and for readers.
    const why = t(`robot:refusals.${refusal}`);
    return (
      <Tooltip title={why}>
        <Button type="link" size={size} danger={danger} disabled aria-label={`${label} ${robot.deviceNumber}: ${why}`}>
          {label}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={t(`confirm.${op}Title`, { number: robot.deviceNumber })}
      description={<div style={{ maxWidth: 320 }}>{t(`confirm.${op}Text`)}</div>}
      okText={t(`actions.${op}`)}
      okButtonProps={{ danger, loading: mutation.isPending }}
      onConfirm={() =>
        mutation.mutateAsync(robot.id).then(
          (cmd) => onSent(cmd.commandId),
          () => undefined,
        )
      }
    >
      <Button type="link" size={size} danger={danger} aria-label={`${t(`actions.${op}`)} ${robot.deviceNumber}`}>
        {t(`actions.${op}`)}
      </Button>
    </Popconfirm>
  );
};

/**
 * Lock or unlock (by the robot's lock state) and reset, each behind its operation code; after a
 * command is sent, its operate state shows until the robot answers (design.md §7).
 */
export const OperateRowActions = ({ robot, size = 'small' }: { robot: TRobot; size?: 'large' | 'small' }) => {
  const lock = useLockRobot();
  const unlock = useUnlockRobot();
  const reset = useResetRobot();
  const [commandId, setCommandId] = useState<string | null>(null);
  const common = { robot, onSent: setCommandId, size };
  return (
    <Space size={4} wrap>
      {robot.locked ? (
        <Permission code="robotOperate:unlock">
          <CommandAction op="unlock" mutation={unlock} {...common} />
        </Permission>
      ) : (
        <Permission code="robotOperate:lock">
          <CommandAction op="lock" mutation={lock} {...common} />
        </Permission>
      )}
      <Permission code="robotOperate:reset">
        <CommandAction op="reset" mutation={reset} {...common} />
      </Permission>
      {commandId && <CommandOutcome commandId={commandId} />}
    </Space>
  );
};
