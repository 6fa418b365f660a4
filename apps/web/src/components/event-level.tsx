import type { TEventLevel } from '@fleet/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One colour per meaning (design.md §7): info default, warning orange, fault and emergency red. */
export const LEVEL_COLOURS: Record<TEventLevel, string> = { info: 'default', warning: 'orange', fault: 'red', emergency: 'red' };

/** A robot event's (or fault's) level in words and its colour, never colour alone. */
export const EventLevelTag = ({ level }: { level: TEventLevel }) => {
  const { t } = useTranslation('robotEvent');
  return (
    <Tag color={LEVEL_COLOURS[level]} data-colour={LEVEL_COLOURS[level]}>
      {t(`levels.${level}`)}
    </Tag>
  );
};

/** A type the console knows is shown in the user's language; a newer firmware's type as it came. `t` of robotEvent. */
export const eventTypeLabel = (t: TFunction, type: string) => t(`types.${type}`, { defaultValue: type });
