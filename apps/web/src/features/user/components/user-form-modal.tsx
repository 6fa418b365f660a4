import type { TUser } from '@fleet/contracts';
import { Drawer, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserCreateForm } from './user-create-form';
import { UserEditForm } from './user-edit-form';

export type UserEditorState = { mode: 'create' } | { mode: 'edit'; user: TUser } | null;

interface Props {
  state: UserEditorState;
  onClose: () => void;
  /** Phones get a full-screen drawer with large controls instead of a modal. */
  mobile?: boolean;
}

/** The create/edit dialog of a user. */
export const UserFormModal = ({ state, onClose, mobile }: Props) => {
  const { t } = useTranslation('user');
  const size = mobile ? 'large' : 'middle';
  const title = state?.mode === 'edit' ? t('actions.edit') : t('actions.create');
  const body =
    state?.mode === 'edit' ? (
      <UserEditForm user={state.user} onDone={onClose} size={size} />
    ) : state ? (
      <UserCreateForm onDone={onClose} size={size} />
    ) : null;
  if (mobile) {
    return (
      <Drawer open={!!state} onClose={onClose} title={title} size="100%" placement="bottom" destroyOnHidden>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open={!!state} onCancel={onClose} title={title} footer={null} destroyOnHidden width={560}>
      {body}
    </Modal>
  );
};
