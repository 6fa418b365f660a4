import { LOG_MINUTES_CHOICES, type TRobot } from '@fleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandOutcome } from '../../../components/command-outcome';
import { Permission } from '../../../components/permission';
import { useCommand } from '../../../lib/robot-api';
import { logKeys } from '../api/keys';
import { useRequestRobotLog } from '../api/request-robot-log';

/** When the request's command is answered the list shows it; a refusal has no upload to announce it. */
const ReloadWhenAnswered = ({ robotId, commandId }: { robotId: number; commandId: string }) => {
  const qc = useQueryClient();
  const state = useCommand(commandId).data?.operateState;
  useEffect(() => {
    if (state !== undefined && state !== 0) void qc.invalidateQueries({ queryKey: logKeys.all(robotId) });
  }, [qc, robotId, state]);
  return <CommandOutcome commandId={commandId} />;
};

/** Ask the robot for its log of a period; an offline robot cannot answer, so the button says why. */
export const LogRequestForm = ({ robot }: { robot: TRobot }) => {
  const { t } = useTranslation('robotLog');
  const [minutes, setMinutes] = useState<number>(60);
  const ask = useRequestRobotLog(robot.id);
  const offline = !robot.live.online;
  const button = (
    <Button type="primary" loading={ask.isPending} disabled={offline} onClick={() => ask.mutate(minutes)}>
      {t('request')}
    </Button>
  );
  return (
    <Flex gap={8} align="center" wrap>
      <Select
        aria-label={t('columns.period')}
        value={minutes}
        onChange={setMinutes}
        style={{ width: 180 }}
        options={LOG_MINUTES_CHOICES.map((m) => ({ value: m, label: t('lastMinutes', { count: m }) }))}
      />
      <Permission code="robotOperate:command">{offline ? <Tooltip title={t('offline')}>{button}</Tooltip> : button}</Permission>
      {ask.data?.commandId && <ReloadWhenAnswered robotId={robot.id} commandId={ask.data.commandId} />}
    </Flex>
  );
};
