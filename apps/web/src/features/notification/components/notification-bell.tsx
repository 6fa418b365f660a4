import { BellOutlined } from '@ant-design/icons';
import type { TNotification } from '@fleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Flex, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLiveNotifications } from '../../../lib/live';
import {
  notificationKeys,
  useNewestNotifications,
  useReadAllNotifications,
  useReadNotification,
  useUnreadCount,
} from '../api/notifications';
import { NotificationList } from './notification-list';

/**
 * The header's bell: the unread count from the hub (live) and a panel of the newest notifications.
 * Opening one marks it read and goes to its link; "mark all read" empties the badge.
 */
export const NotificationBell = () => {
  const { t } = useTranslation('shell');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data?.unread ?? 0;
  const newest = useNewestNotifications(open);
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();

  useLiveNotifications((count) => {
    qc.setQueryData(notificationKeys.unread(), { unread: count });
    void qc.invalidateQueries({ queryKey: notificationKeys.newest() });
  });

  const openOne = (n: TNotification) => {
    if (n.readAt === null) readOne.mutate(n.id);
    if (n.link) {
      setOpen(false);
      void navigate(n.link);
    }
  };

  const items = newest.data?.list ?? [];
  const panel = (
    <div role="dialog" aria-label={t('bell.title')} style={{ width: 'min(340px, calc(100vw - 32px))' }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
        <Typography.Text strong>{t('bell.title')}</Typography.Text>
        <Button type="link" size="small" disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>
          {t('bell.readAll')}
        </Button>
      </Flex>
      {newest.isPending ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label={t('bell.loading')} />
        </Flex>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
      ) : (
        <NotificationList items={items} onOpen={openOne} />
      )}
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={panel} arrow={false}>
      <Button
        type="text"
        aria-label={unread > 0 ? t('bell.labelUnread', { n: unread }) : t('bell.label')}
        aria-haspopup="dialog"
        aria-expanded={open}
        style={{ height: 48 }}
      >
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
};
