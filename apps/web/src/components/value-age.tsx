import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNow } from '../lib/clock';
import { formatTime } from '../lib/format';

/** A robot that has not reported for longer than this looks stale, never silently frozen (design.md §7). */
export const STALE_AFTER_SECONDS = 30;

export const isStale = (at: string | null | undefined, now: number) => !at || now - new Date(at).getTime() > STALE_AFTER_SECONDS * 1000;

/** "12 s ago", "3 min ago", "2 h ago", "4 d ago" in the current language. */
export const useAgeText = () => {
  const { t } = useTranslation('robot');
  return (at: string, now: number) => {
    const s = Math.max(0, Math.round((now - new Date(at).getTime()) / 1000));
    if (s < 60) return t('age.seconds', { n: s });
    if (s < 3600) return t('age.minutes', { n: Math.floor(s / 60) });
    if (s < 86_400) return t('age.hours', { n: Math.floor(s / 3600) });
    return t('age.days', { n: Math.floor(s / 86_400) });
  };
};

/** The age of a live value; past STALE_AFTER_SECONDS it is marked stale with a grey tag. */
export const ValueAge = ({ at }: { at: string | null | undefined }) => {
  const { t } = useTranslation('robot');
  const now = useNow();
  const age = useAgeText();
  if (!at) return <Tag icon={<ClockCircleOutlined />}>{t('age.never')}</Tag>;
  const exact = formatTime(at);
  if (isStale(at, now)) {
    return (
      <Tooltip title={`${t('age.staleHint', { seconds: STALE_AFTER_SECONDS })} · ${exact}`}>
        <Tag icon={<ClockCircleOutlined />} data-stale="true">
          {t('age.stale')} · {age(at, now)}
        </Tag>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={exact}>
      <Typography.Text type="secondary">{age(at, now)}</Typography.Text>
    </Tooltip>
  );
};

/**
 * When the data a live list shows was read (react-query's dataUpdatedAt, epoch ms): its age ticks up
 * between the re-reads and turns stale when they fail, so the page never looks live while it is not.
 */
export const DataAge = ({ at }: { at: number }) => {
  const { t } = useTranslation('robot');
  // One phrase, not two flex items: a gap between them reads as a double space.
  return (
    <span>
      <Typography.Text type="secondary">{t('dataAsOf')}</Typography.Text> <ValueAge at={at ? new Date(at).toISOString() : null} />
    </span>
  );
};
