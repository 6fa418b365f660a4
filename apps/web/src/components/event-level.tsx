import { CONNECTIVITY_FAULT_CODE, type TEventLevel, type TFaultKind } from '@fleet/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One colour per meaning (design.md §7): info default, warning orange, fault and emergency red. */
export const LEVEL_COLOURS: Record<TEventLevel, string> = { info: 'default', warning: 'orange', fault: 'red', emergency: 'red' };

/** A robot event's (or fault's) level in words and its colour, never colour alone. */
export const EventLevelTag = ({ level }: { level: TEventLevel }) => {
  const { t } = useTranslation('shared');
  return (
    <Tag color={LEVEL_COLOURS[level]} data-colour={LEVEL_COLOURS[level]}>
      {t(`enums.EventLevel.${level}`)}
    </Tag>
  );
};

/** A type the console knows is shown in the user's language; a newer firmware's type as it came. `t` of robotEvent. */
export const eventTypeLabel = (t: TFunction, type: string) => t(`types.${type}`, { defaultValue: type });

/**
 * What a fault is in the user's words: a lost connection, or the robot's event type (its code as it
 * came). `t` of robotFault, `te` of robotEvent.
 */
export const faultCodeLabel = (t: TFunction, te: TFunction, f: { kind: TFaultKind; code: string }) =>
  f.kind === 'connectivity' && f.code === CONNECTIVITY_FAULT_CODE ? t('offline') : eventTypeLabel(te, f.code);
