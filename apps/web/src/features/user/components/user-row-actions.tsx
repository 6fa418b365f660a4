import type { TUser } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { ownDetailQuery } from '../../../lib/session-api';
import { useDeleteUser } from '../api/delete-user';
import { useRevertPasswordAction } from './revert-password-action';

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
  const revert = useRevertPasswordAction(user);
  // One's own account is changed from the user menu (My account, Change password); the server refuses it here.
  const { data: me } = useQuery(ownDetailQuery());
  const self = me?.id === user.id;
  return (
    <>
      <RowActions
        subject={user.account}
        size={size}
        actions={[
          { key: 'view', label: t('common:view'), onClick: () => onView(user) },
          !self && { key: 'edit', label: t('common:edit'), code: 'user:edit', onClick: () => onEdit(user) },
          !self && revert.action,
          !!onLandmarks && { key: 'landmarks', label: t('landmarks.action'), code: 'user:bindLandmark', onClick: () => onLandmarks(user) },
          !self && {
            key: 'delete',
            label: t('common:delete'),
            code: 'user:delete',
            danger: true,
            confirm: {
              title: t('deleteConfirm.title', { name: user.account }),
              text: t('deleteConfirm.text'),
              okText: t('common:delete'),
              loading: remove.isPending,
              onConfirm: () => remove.mutateAsync(user.id).then(() => void feedback().message.success(t('deleted'))),
            },
          },
        ]}
      />
      {revert.modal}
    </>
  );
};
