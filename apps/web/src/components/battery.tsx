import { WarningOutlined } from '@ant-design/icons';
import { batteryLevel, UNITS } from '@fleet/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings';

/**
 * Spec §9: below 10 % the battery may be damaged (red), below 20 % it should charge soon (orange); the
 * levels are system settings (configure screen), so the rule takes the current ones.
 */
export const useBatteryLevel = () => {
  const settings = useSettings();
  return (pct: number) => batteryLevel(pct, settings);
};

/** A low level's warning in words, naming the configured threshold ("Below 20 %: charge soon"). */
export const useBatteryWarning = () => {
  const { t } = useTranslation('robot');
  const { batteryChargeSoonBelow, batteryDamageBelow } = useSettings();
  return (level: 'damage' | 'chargeSoon') =>
    t(`robot:battery.${level}`, { pct: level === 'damage' ? batteryDamageBelow : batteryChargeSoonBelow });
};
const COLOUR = { damage: 'red', chargeSoon: 'orange', ok: 'green' } as const;

/** Battery in percent with its unit; low levels carry a warning icon and say why on hover. */
export const Battery = ({ value }: { value: number | null | undefined }) => {
  const { t } = useTranslation('robot');
  const levelOf = useBatteryLevel();
  const warning = useBatteryWarning();
  if (value == null) return <span aria-label={t('noValue')}>—</span>;
  const level = levelOf(value);
  // Floored, so the number shown agrees with the colour (9.6 % is red and reads 9 %).
  const text = `${Math.floor(value)}${UNITS.battery}`;
  const tag = (
    <Tag
      color={COLOUR[level]}
      data-colour={COLOUR[level]}
      icon={level === 'ok' ? undefined : <WarningOutlined aria-label={warning(level)} />}
    >
      {text}
    </Tag>
  );
  return level === 'ok' ? tag : <Tooltip title={warning(level)}>{tag}</Tooltip>;
};
