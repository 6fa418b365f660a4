import type { TUser } from '@fleet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/row-actions';
import { useRevertUser } from '../api/revert-user';
import { OneTimePasswordModal } from './one-time-password-modal';

/**
 * "Reset password" as a row action: a confirmation that says what happens, then the one-time
 * password, once. The modal must be rendered by the caller next to the actions.
 */
export const useRevertPasswordAction = (user: TUser) => {
  const { t } = useTranslation('user');
  const revert = useRevertUser();
  const [password, setPassword] = useState<string | null>(null);
  const action: RowAction = {
    key: 'revert',
    label: t('actions.revert'),
    code: 'user:revert',
    confirm: {
      title: t('revertConfirm.title', { name: user.account }),
      text: t('revertConfirm.text'),
      okText: t('actions.revert'),
      loading: revert.isPending,
      onConfirm: () => revert.mutateAsync(user.id).then((r) => setPassword(r.password)),
    },
  };
  const modal = (
    <OneTimePasswordModal
      password={password}
      name={user.account}
      onClose={() => {
        setPassword(null);
        revert.reset();
      }}
    />
  );
  return { action, modal };
};
