import { ComponentState, type TComponentState } from '@fleet/contracts';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';

/** One colour per meaning (design.md §7): in stock green, in a robot blue, at repair orange, discarded grey. */
const STATE_COLOURS: Record<TComponentState, string> = {
  [ComponentState.IDLE]: 'green',
  [ComponentState.IN_USE]: 'blue',
  [ComponentState.UNDER_REPAIR]: 'orange',
  [ComponentState.DISCARDED]: 'default',
};

/** A component's state as a tag: its label in the current language and its colour, never colour alone. */
export const ComponentStateTag = ({ state }: { state: TComponentState }) => {
  const { t } = useTranslation();
  const colour = STATE_COLOURS[state];
  return (
    <Tag color={colour} data-colour={colour}>
      {t(`shared:enums.ComponentState.${state}`)}
    </Tag>
  );
};

/** How many days before its expiry a component is flagged, so it can be replaced in time. */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * The expiry day, flagged in words (not colour alone) when it has passed or comes within 30 days.
 * A discarded component is out of use: its expiry no longer matters and is shown plain.
 */
export const ExpiryCell = ({ expiresAt, state }: { expiresAt: string | null; state: TComponentState }) => {
  const { t } = useTranslation('component');
  if (!expiresAt) return <>—</>;
  const days = dayjs(expiresAt).diff(dayjs().startOf('day'), 'day');
  if (state === ComponentState.DISCARDED || days > EXPIRY_WARNING_DAYS) return <>{expiresAt}</>;
  const text = days < 0 ? t('resource.expired') : days === 0 ? t('resource.expiresToday') : t('resource.expiresSoon', { count: days });
  return (
    <CellStack>
      <Typography.Text type={days < 0 ? 'danger' : 'warning'} strong>
        {expiresAt}
      </Typography.Text>
      <Tag color={days < 0 ? 'red' : 'orange'}>{text}</Tag>
    </CellStack>
  );
};
