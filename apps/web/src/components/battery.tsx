import { WarningOutlined } from '@ant-design/icons';
import { BATTERY_CHARGE_SOON_BELOW, BATTERY_DAMAGE_BELOW, UNITS } from '@fleet/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §9: below 10 % the battery may be damaged (red), below 20 % it should charge soon (orange). */
export const batteryLevel = (pct: number) =>
  pct < BATTERY_DAMAGE_BELOW ? 'damage' : pct < BATTERY_CHARGE_SOON_BELOW ? 'chargeSoon' : 'ok';
const COLOUR = { damage: 'red', chargeSoon: 'orange', ok: 'green' } as const;

/** Battery in percent with its unit; low levels carry a warning icon and say why on hover. */
export const Battery = ({ value }: { value: number | null | undefined }) => {
  const { t } = useTranslation('robot');
  if (value == null) return <span aria-label={t('noValue')}>—</span>;
  const level = batteryLevel(value);
  // Floored, so the number shown agrees with the colour (9.6 % is red and reads 9 %).
  const text = `${Math.floor(value)}${UNITS.battery}`;
  const tag = (
    <Tag
      color={COLOUR[level]}
      data-colour={COLOUR[level]}
      icon={level === 'ok' ? undefined : <WarningOutlined aria-label={t(`battery.${level}`)} />}
    >
      {text}
    </Tag>
  );
  return level === 'ok' ? tag : <Tooltip title={t(`battery.${level}`)}>{tag}</Tooltip>;
};
