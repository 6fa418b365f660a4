import type { TOrg } from '@fleet/contracts';
import { Drawer, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgForm } from './org-form';

export type OrgEditorState = { mode: 'create'; parentId?: number } | { mode: 'edit'; org: TOrg } | null;

interface Props {
  state: OrgEditorState;
  onClose: () => void;
  /** Phones get a full-screen drawer with large controls instead of a modal. */
  mobile?: boolean;
}

/** The create/edit dialog of an organisation (modal on desktop, full-screen drawer on phones). */
export const OrgFormModal = ({ state, onClose, mobile }: Props) => {
  const { t } = useTranslation('organization');
  const title = state?.mode === 'edit' ? t('actions.edit') : t('actions.create');
  const form = state && (
    <OrgForm
      org={state.mode === 'edit' ? state.org : undefined}
      parentId={state.mode === 'create' ? state.parentId : undefined}
      onDone={onClose}
      size={mobile ? 'large' : 'middle'}
    />
  );
  if (mobile) {
    return (
      <Drawer open={!!state} onClose={onClose} title={title} size="100%" placement="bottom" destroyOnHidden>
        {form}
      </Drawer>
    );
  }
  return (
    <Modal open={!!state} onCancel={onClose} title={title} footer={null} destroyOnHidden width={560}>
      {form}
    </Modal>
  );
};
