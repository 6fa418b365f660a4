import { CONSUMABLE_WARN_PERCENT, type TRobotBuild } from '@fleet/contracts';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommandOutcome } from '../../../components/command-outcome';
import { ConsumablesTable, useCanResetConsumable } from '../../../components/consumables-table';
import { formatMinute } from '../../../lib/format';
import { useLiveRobots } from '../../../lib/live';
import { useResetConsumable } from '../api/reset-consumable';

/**
 * The consumables as the robot last reported them (components/consumables-table.tsx): what is left of
 * each, in words below CONSUMABLE_WARN_PERCENT, and "Reset counter" after fitting a new part. While the
 * reset is offered the robot is followed live, so the command's outcome and the new report come in.
 */
export const ConsumableLife = ({ robot }: { robot: TRobotBuild }) => {
  const { t } = useTranslation('robotBuild');
  const canReset = useCanResetConsumable();
  useLiveRobots(canReset ? [robot.id] : null);
  const reset = useResetConsumable();
  if (!robot.consumablesAt) {
    return (
      <Card size="small" title={t('life.title')}>
        <Empty description={t('life.neverReported')} />
      </Card>
    );
  }
  const extra = <Typography.Text type="secondary">{t('life.reportedAt', { at: formatMinute(robot.consumablesAt) })}</Typography.Text>;
  return (
    <Card size="small" title={t('life.title')} extra={extra}>
      <ConsumablesTable
        consumables={robot.consumables}
        texts={{
          action: t('common:actions'),
          empty: <Empty description={t('life.none')} />,
          reset: t('life.reset'),
          resetLabel: (name) => t('life.resetLabel', { name }),
          resetTitle: (name) => t('life.resetTitle', { name }),
          resetText: t('life.resetText'),
          percentLabel: (name, percent) => t('life.percent', { name, percent }),
          warn: t('life.warn', { percent: CONSUMABLE_WARN_PERCENT }),
          remaining: (remaining, lifespan) => t('life.remaining', { remaining, lifespan }),
        }}
        onReset={(key) => reset.mutateAsync({ robotId: robot.id, key })}
        renderOutcome={(commandId) => <CommandOutcome commandId={commandId} />}
      />
    </Card>
  );
};
