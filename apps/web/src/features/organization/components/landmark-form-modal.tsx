import type { TOrg } from '@fleet/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LandmarkForm } from './landmark-form';

export type LandmarkEditorState = { mode: 'create'; parentId?: number } | { mode: 'edit'; org: TOrg } | null;

interface Props {
  state: LandmarkEditorState;
  onClose: () => void;
  mobile?: boolean;
}

/**
 * "New point with landmark file" / "Edit point". The mask does not close it: an upload of a large
 * file may be running.
 */
export const LandmarkFormModal = ({ state, onClose, mobile }: Props) => {
  const { t } = useTranslation('organization');
  return (
    <Modal
      open={!!state}
      onCancel={onClose}
      title={state?.mode === 'edit' ? t('landmark.edit') : t('landmark.create')}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={mobile ? '100%' : 560}
    >
      {state && (
        <LandmarkForm
          org={state.mode === 'edit' ? state.org : undefined}
          parentId={state.mode === 'create' ? state.parentId : undefined}
          onDone={onClose}
          size={mobile ? 'large' : 'middle'}
        />
      )}
    </Modal>
  );
};
