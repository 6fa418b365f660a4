import type { TCommand, TRobot } from '@fleet/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandOutcome } from '../../../components/command-outcome';
import { Permission } from '../../../components/permission';
import { robotRefusal, type RobotOp } from '../../../lib/robot-refusal';
import { useDockRobot } from '../api/dock-robot';
import { useLockRobot } from '../api/lock-robot';
import { usePauseRobot } from '../api/pause-robot';
import { useResetRobot } from '../api/reset-robot';
import { useResumeRobot } from '../api/resume-robot';
import { useStartRobot } from '../api/start-robot';
import { useStopRobot } from '../api/stop-robot';
import { useUnlockRobot } from '../api/unlock-robot';

export type QuickOp = Exclude<RobotOp, 'importMap'>;

const CODES: Record<QuickOp, string> = {
  start: 'robotOperate:command',
  pause: 'robotOperate:command',
  resume: 'robotOperate:command',
  stop: 'robotOperate:command',
  dock: 'robotOperate:command',
  lock: 'robotOperate:lock',
  unlock: 'robotOperate:unlock',
  reset: 'robotOperate:reset',
};
/** Lock, unlock and reset keep the texts of the operate list; the others are the overview's own. */
const OWN = new Set<QuickOp>(['start', 'pause', 'resume', 'stop', 'dock']);
/** Only what ends or undoes work looks dangerous; the rest are everyday commands (issue: all were red). */
export const DESTRUCTIVE = new Set<QuickOp>(['stop', 'lock', 'reset']);

interface ActionProps {
  op: QuickOp;
  robot: TRobot;
  mutation: UseMutationResult<TCommand, Error, number>;
  onSent: (commandId: string) => void;
}

const QuickAction = ({ op, robot, mutation, onSent }: ActionProps) => {
  const { t } = useTranslation('robotOperate');
  const prefix = OWN.has(op) ? 'overview.' : '';
  const label = t(`${prefix}actions.${op}`);
  const refusal = robotRefusal(op, robot);
  const danger = DESTRUCTIVE.has(op);
  const button = (
    <Button danger={danger} disabled={refusal !== null}>
      {label}
    </Button>
  );
  return (
    <Permission code={CODES[op]}>
      {refusal ? (
        <Tooltip title={t(`robot:refusals.${refusal}`)}>
          <span aria-label={`${label}: ${t(`robot:refusals.${refusal}`)}`}>{button}</span>
        </Tooltip>
      ) : (
        <Popconfirm
          title={t(`${prefix}confirm.${op}Title`, { number: robot.deviceNumber })}
          description={<div style={{ maxWidth: 320 }}>{t(`${prefix}confirm.${op}Text`)}</div>}
          okText={label}
          okButtonProps={{ danger, loading: mutation.isPending }}
          onConfirm={() =>
            mutation.mutateAsync(robot.id).then(
              (c) => onSent(c.commandId),
              () => undefined,
            )
          }
        >
          {button}
        </Popconfirm>
      )}
    </Permission>
  );
};

/** Start, pause, resume, stop, dock, lock or unlock, reset: each confirmed, guarded, then followed to the robot's answer. */
export const OverviewQuickActions = ({ robot }: { robot: TRobot }) => {
  const mutations = {
    start: useStartRobot(),
    pause: usePauseRobot(),
    resume: useResumeRobot(),
    stop: useStopRobot(),
    dock: useDockRobot(),
    lock: useLockRobot(),
    unlock: useUnlockRobot(),
    reset: useResetRobot(),
  };
  const [commandId, setCommandId] = useState<string | null>(null);
  const ops: QuickOp[] = ['start', 'pause', 'resume', 'stop', 'dock', robot.locked ? 'unlock' : 'lock', 'reset'];
  return (
    <Flex gap={8} wrap align="center">
      {ops.map((op) => (
        <QuickAction key={op} op={op} robot={robot} mutation={mutations[op]} onSent={setCommandId} />
      ))}
      {commandId && <CommandOutcome commandId={commandId} />}
    </Flex>
  );
};
