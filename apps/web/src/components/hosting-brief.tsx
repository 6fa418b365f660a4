import type { TRobot } from '@fleet/contracts';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumTag } from './status-tag';
import { formatMinute } from '../lib/format';

type Brief = NonNullable<TRobot['hosting']>;
export type HostingState = 'active' | 'pending' | 'expired';

/** Inside its window, not started yet, or past its end. */
export const hostingState = (h: Brief, now = Date.now()): HostingState =>
  h.active ? 'active' : new Date(h.startAt).getTime() > now ? 'pending' : 'expired';

const STATE_COLOURS = { active: 'green', pending: 'blue', expired: 'default' } as const;

export const HostingStateTag = ({ state }: { state: HostingState | 'ended' }) => {
  const { t } = useTranslation('robot');
  const colour = state === 'ended' ? 'default' : STATE_COLOURS[state];
  return (
    <Tag color={colour} data-colour={colour}>
      {t(`hostingState.${state}`)}
    </Tag>
  );
};

/** The hosting window as text; a permanent hosting has no end. */
export const useHostingWindow = () => {
  const { t } = useTranslation('robot');
  return (startAt: string, endAt: string | null) => `${formatMinute(startAt)} → ${endAt ? formatMinute(endAt) : t('hostingOpenEnd')}`;
};

/** A robot's current hosting: type, organisation, state and (unless compact) its window. */
export const HostingBrief = ({ hosting, compact }: { hosting: TRobot['hosting']; compact?: boolean }) => {
  const { t } = useTranslation('robot');
  const windowText = useHostingWindow();
  if (!hosting) return <Typography.Text type="secondary">{t('hosted.no')}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <span>
        <EnumTag name="TrusteeshipType" value={hosting.type} />
        <HostingStateTag state={hostingState(hosting)} />
        {hosting.orgName}
      </span>
      {!compact && <Typography.Text type="secondary">{windowText(hosting.startAt, hosting.endAt)}</Typography.Text>}
    </Flex>
  );
};
