import { Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommand } from '../lib/robot-api';
import { OperateStateTag } from './status-tag';

/**
 * The outcome of a command sent to a robot (design.md §7): "sent" until the robot answers, then
 * success, failed (with the robot's reason) or wait timeout, following the live hub's message.
 */
export const CommandOutcome = ({ commandId }: { commandId: string }) => {
  const { t } = useTranslation('robot');
  const { data } = useCommand(commandId);
  if (!data) return null;
  const tag = (
    <span role="status" aria-label={t(`commandType.${data.type}`)}>
      <OperateStateTag state={data.operateState} />
    </span>
  );
  if (!data.reason) return tag;
  const reason = t(`ackReasons.${data.reason}`, { defaultValue: data.reason });
  return (
    <Tooltip title={reason}>
      <Space size={4}>{tag}</Space>
    </Tooltip>
  );
};
