import { OperateState } from '@fleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { robotKeys, useCommand } from '../../../lib/robot-api';

/**
 * A configuration command's outcome in the words of spec §8: config set success, set failed (with the
 * robot's reason) or configuration timeout; "sent" until the robot answers.
 */
export const ConfigOutcome = ({ commandId }: { commandId: string }) => {
  const { t } = useTranslation('robotConfig');
  const qc = useQueryClient();
  const { data } = useCommand(commandId);
  const failedWithoutReason = data?.operateState === OperateState.FAILED && !data.reason;
  // The live hub says "failed" without the robot's reason: read the command once to show why.
  useEffect(() => {
    if (failedWithoutReason) void qc.invalidateQueries({ queryKey: robotKeys.command(commandId) });
  }, [qc, commandId, failedWithoutReason]);
  if (!data) return null;
  const reason = data.reason ? t(`robot:ackReasons.${data.reason}`, { defaultValue: data.reason }) : null;
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
