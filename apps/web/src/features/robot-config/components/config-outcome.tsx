import { OperateState } from '@fleet/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ackReasonText } from '../../../lib/ack-reason';
import { useCommand } from '../../../lib/robot-api';

/**
 * A configuration command's outcome in the words of spec §8: config set success, set failed (with the
 * robot's reason) or configuration timeout; "sent" until the robot answers.
 */
export const ConfigOutcome = ({ commandId }: { commandId: string }) => {
  const { t } = useTranslation('robotConfig');
  const { data } = useCommand(commandId);
  if (!data) return null;
  const reason = ackReasonText(t, data.reason);
  const [type, text] =
    data.operateState === OperateState.SUCCESS
      ? (['success', t('outcome.success')] as const)
      : data.operateState === OperateState.FAILED
        ? (['error', reason ? t('outcome.failedReason', { reason }) : t('outcome.failed')] as const)
        : data.operateState === OperateState.WAIT_TIMEOUT
          ? (['warning', t('outcome.timeout')] as const)
          : (['info', t('outcome.sent')] as const);
  return <Alert type={type} showIcon title={text} data-operate-state={data.operateState} style={{ marginTop: 12 }} />;
};
