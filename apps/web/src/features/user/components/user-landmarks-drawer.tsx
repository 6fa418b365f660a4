import type { TUser } from '@fleet/contracts';
import { Drawer, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListBoundLandmarks } from '../api/list-bound-landmarks';
import { BoundLandmarkList } from './bound-landmark-list';
import { LandmarkPicker } from './landmark-picker';

interface Props {
  user: TUser | null;
  onClose: () => void;
  mobile?: boolean;
}

const Body = ({ user }: { user: TUser }) => {
  const { t } = useTranslation('user');
  const { data, isLoading } = useListBoundLandmarks(user.id);
  const bound = useMemo(() => new Set((data ?? []).map((l) => l.orgId)), [data]);
  return (
    <Flex vertical gap={16}>
      <section aria-label={t('landmarks.listTitle')}>
        <Typography.Title level={5}>{t('landmarks.listTitle')}</Typography.Title>
        <BoundLandmarkList userId={user.id} items={data} loading={isLoading} />
      </section>
      <section aria-label={t('landmarks.pick')}>
        <Typography.Title level={5}>{t('landmarks.pick')}</Typography.Title>
        <LandmarkPicker userId={user.id} bound={bound} />
      </section>
    </Flex>
  );
};

/** "Landmarks": what the user operates, unbind, and a picker to bind more points. */
export const UserLandmarksDrawer = ({ user, onClose, mobile }: Props) => {
  const { t } = useTranslation('user');
  return (
    <Drawer
      open={!!user}
      onClose={onClose}
      title={user ? t('landmarks.title', { name: user.account }) : undefined}
      size={mobile ? '100%' : 560}
      destroyOnHidden
    >
      {user && <Body user={user} />}
    </Drawer>
  );
};
