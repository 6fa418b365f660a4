import type { TUser } from '@fleet/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useDeleteUser } from '../api/delete-user';
import { RevertPasswordAction } from './revert-password-action';

interface Props {
  user: TUser;
  onView: (u: TUser) => void;
  onEdit: (u: TUser) => void;
  /** Opens the landmarks drawer; the action is offered only when given. */
  onLandmarks?: (u: TUser) => void;
  size?: 'large' | 'middle' | 'small';
}

/** View, edit, reset password, landmarks and delete of one user, each behind its operation code. */
export const UserRowActions = ({ user, onView, onEdit, onLandmarks, size = 'small' }: Props) => {
  const { t } = useTranslation('user');
  const remove = useDeleteUser();
  return (
    <Space size={4} wrap>
      <Button type="link" size={size} onClick={() => onView(user)} aria-label={`${t('common:view')} ${user.account}`}>
        {t('common:view')}
      </Button>
      <Permission code="user:edit">
        <Button type="link" size={size} onClick={() => onEdit(user)} aria-label={`${t('common:edit')} ${user.account}`}>
          {t('common:edit')}
        </Button>
      </Permission>
      <Permission code="user:revert">
        <RevertPasswordAction user={user} size={size} />
      </Permission>
      {onLandmarks && (
        <Permission code="user:bindLandmark">
          <Button type="link" size={size} onClick={() => onLandmarks(user)} aria-label={`${t('landmarks.action')} ${user.account}`}>
            {t('landmarks.action')}
          </Button>
        </Permission>
      )}
      <Permission code="user:delete">
        <Popconfirm
          title={t('deleteConfirm.title', { name: user.account })}
          description={<div style={{ maxWidth: 320 }}>{t('deleteConfirm.text')}</div>}
          okText={t('common:delete')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onConfirm={() => remove.mutateAsync(user.id).then(() => void feedback().message.success(t('deleted')), () => undefined)}
        >
          <Button type="link" danger size={size} aria-label={`${t('common:delete')} ${user.account}`}>
            {t('common:delete')}
          </Button>
        </Popconfirm>
      </Permission>
    </Space>
  );
};
