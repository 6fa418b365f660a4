import { FAULT_LEVELS, type TFaultCounts } from '@fleet/contracts';
import { Flex, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEVEL_COLOURS } from '../../../components/event-level';

const TEXT_COLOURS: Record<string, string | undefined> = { orange: '#ad4e00', red: '#a8071a' };

/** Open faults per level for the same filters as the list (resolved ones are not counted). */
export const FaultCounts = ({ counts }: { counts: TFaultCounts | undefined }) => {
  const { t } = useTranslation('robotFault');
  const { t: ts } = useTranslation('shared');
  if (!counts) return <Skeleton active paragraph={false} />;
  return (
    <Flex gap={40} wrap role="group" aria-label={t('countsLabel')}>
      {FAULT_LEVELS.map((l) => (
        <Statistic
          key={l}
          title={t('openOfLevel', { level: ts(`enums.EventLevel.${l}`) })}
          value={counts[l]}
          styles={{ content: { color: TEXT_COLOURS[LEVEL_COLOURS[l]] } }}
        />
      ))}
    </Flex>
  );
};
