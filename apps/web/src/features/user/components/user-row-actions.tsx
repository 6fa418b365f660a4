import type { TUser } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { ownDetailQuery } from '../../../lib/session-api';
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
  // One's own account is changed from the user menu (My account, Change password); the server refuses it here.
  const { data: me } = useQuery(ownDetailQuery());
  const self = me?.id === user.id;
  const label = (verb: string) => `${verb} ${user.account}`;
  return (
    <Space size={4} wrap>
      <Button type="link" size={size} onClick={() => onView(user)} aria-label={label(t('common:view'))}>
        {t('common:view')}
      </Button>
      {!self && (
        <Permission code="user:edit">
          <Button type="link" size={size} onClick={() => onEdit(user)} aria-label={label(t('common:edit'))}>
            {t('common:edit')}
          </Button>
        </Permission>
      )}
      {!self && (
        <Permission code="user:revert">
          <RevertPasswordAction user={user} size={size} />
        </Permission>
      )}
      {onLandmarks && (
        <Permission code="user:bindLandmark">
          <Button type="link" size={size} onClick={() => onLandmarks(user)} aria-label={label(t('landmarks.action'))}>
            {t('landmarks.action')}
          </Button>
        </Permission>
      )}
      {!self && (
        <Permission code="user:delete">
          <Popconfirm
            title={t('deleteConfirm.title', { name: user.account })}
            description={<div style={{ maxWidth: 320 }}>{t('deleteConfirm.text')}</div>}
            okText={t('common:delete')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => remove.mutateAsync(user.id).then(() => void feedback().message.success(t('deleted')), () => undefined)}
          >
            <Button type="link" danger size={size} aria-label={label(t('common:delete'))}>
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Permission>
      )}
    </Space>
  );
};
