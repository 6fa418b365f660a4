import { SyncOutlined } from '@ant-design/icons';
import { OperateState } from '@fleet/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ackReasonText } from '../lib/ack-reason';
import { useCommand } from '../lib/robot-api';
import { ENUM_COLOURS } from './status-tag';

/**
 * The outcome of a command sent to a robot (design.md §7), naming the command ("Pause succeeded"):
 * "sent" until the robot answers, then success, failed (with the robot's reason) or wait timeout,
 * following the live hub's message. Colours are the operate state's.
 */
export const CommandOutcome = ({ commandId }: { commandId: string }) => {
  const { t } = useTranslation('robot');
  const { data } = useCommand(commandId);
  if (!data) return null;
  const state = data.operateState;
  const colour = (ENUM_COLOURS.OperateState as Record<number, string>)[state] ?? 'default';
  const text = t(`commandOutcome.${state}`, { command: t(`commandType.${data.type}`) });
  const reason = ackReasonText(t, data.reason);
  const tag = (
    <Tag
      role="status"
      aria-label={text}
      color={colour}
      data-colour={colour}
      icon={state === OperateState.SENT_NO_FEEDBACK ? <SyncOutlined spin /> : undefined}
    >
      {text}
    </Tag>
  );
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
};
