import type { TConsumableLife, TRobot } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { ConsumablesTable as SharedConsumablesTable } from '../../../components/consumables-table';
import { useResetConsumable } from '../api/reset-consumable';
import { ConfigOutcome } from './config-outcome';

/**
 * The settings tab's consumables (components/consumables-table.tsx) in this tab's words: lifespan, used
 * and remaining hours as columns, "Reset after replacement" disabled while the configuration is
 * read-only, its outcome in the configuration commands' words under the button.
 */
export const ConsumablesTable = ({
  robot,
  consumables,
  readOnly,
}: {
  robot: TRobot;
  consumables: TConsumableLife[];
  readOnly: boolean;
}) => {
  const { t } = useTranslation('robotConfig');
  const reset = useResetConsumable();
  return (
    <SharedConsumablesTable
      consumables={consumables}
      readOnly={readOnly}
      texts={{
        action: t('consumables.action'),
        empty: t('consumables.none'),
        reset: t('actions.reset'),
        resetLabel: (name) => `${t('actions.reset')} ${name}`,
        resetTitle: (name) => t('confirm.resetTitle', { name }),
        resetText: t('confirm.resetText'),
        percentLabel: (name, percent) => `${name} ${percent}%`,
      }}
      onReset={(key) => reset.mutateAsync({ robotId: robot.id, key })}
      renderOutcome={(commandId) => (
        <div style={{ flexBasis: '100%' }}>
          <ConfigOutcome commandId={commandId} />
        </div>
      )}
    />
  );
};
