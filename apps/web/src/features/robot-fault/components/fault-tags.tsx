import type { TFaultState } from '@fleet/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** One colour per meaning (design.md §7): open red, acknowledged orange (someone is on it), resolved green. */
const STATE_COLOURS: Record<TFaultState, string> = { open: 'red', acknowledged: 'orange', resolved: 'green' };

export const FaultStateTag = ({ state }: { state: TFaultState }) => {
  const { t } = useTranslation('shared');
  return (
    <Tag color={STATE_COLOURS[state]} data-colour={STATE_COLOURS[state]}>
      {t(`enums.FaultState.${state}`)}
    </Tag>
  );
};
