import type { TRole } from '@fleet/contracts';
import { Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRole } from '../api/get-role';
import { RoleForm } from './role-form';

export type RoleEditorState = { mode: 'create' } | { mode: 'edit'; role: TRole } | null;

/** The create/edit drawer of a role; editing loads the role's codes first. */
export const RoleFormDrawer = ({ state, onClose }: { state: RoleEditorState; onClose: () => void }) => {
  const { t } = useTranslation('role');
  const editId = state?.mode === 'edit' ? state.role.id : undefined;
  const { data: detail } = useRole(editId);
  return (
    <Drawer
      open={!!state}
      onClose={onClose}
      title={state?.mode === 'edit' ? t('actions.edit') : t('actions.create')}
      size={560}
      destroyOnHidden
    >
      {state?.mode === 'create' && <RoleForm onDone={onClose} />}
      {state?.mode === 'edit' && (detail?.id === editId ? <RoleForm role={detail} onDone={onClose} /> : <Skeleton active />)}
    </Drawer>
  );
};
