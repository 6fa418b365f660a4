import type { TNotification } from '@fleet/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAgo, formatTime } from '../../../lib/format';
import { useNow } from '../../../lib/clock';

const dot = { width: 8, height: 8, borderRadius: 4, flex: 'none', marginTop: 7 } as const;

/** The bell panel's rows: the message in the reader's language, kind and age; unread ones marked by a dot and bold text. */
export const NotificationList = ({ items, onOpen }: { items: TNotification[]; onOpen: (n: TNotification) => void }) => {
  const { t, i18n } = useTranslation('shell');
  const now = useNow();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 400, overflowY: 'auto' }}>
      {items.map((n) => {
        const unread = n.readAt === null;
        const text = t(n.key, { ns: 'shared', ...n.params });
        return (
          <li key={n.id}>
            <button
              type="button"
              onClick={() => onOpen(n)}
              aria-label={unread ? t('bell.unreadItem', { text }) : undefined}
              style={{
                display: 'flex',
                gap: 8,
                width: '100%',
                padding: '8px 4px',
                border: 0,
                borderBottom: '1px solid #f0f0f0',
                background: 'transparent',
                textAlign: 'start',
                cursor: 'pointer',
                font: 'inherit',
              }}
            >
              <span aria-hidden style={{ ...dot, background: unread ? '#1668dc' : 'transparent' }} />
              <span style={{ minWidth: 0 }}>
                <Typography.Text strong={unread} style={{ display: 'block' }}>
                  {text}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`enums.NotificationKind.${n.kind}`, { ns: 'shared' })} ·{' '}
                  <time dateTime={n.createdAt} title={formatTime(n.createdAt)}>
                    {formatAgo(n.createdAt, now, i18n.language)}
                  </time>
                </Typography.Text>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
};
