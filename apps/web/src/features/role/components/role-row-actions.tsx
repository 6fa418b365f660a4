import type { TRole } from '@fleet/contracts';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useDeleteRole } from '../api/delete-role';

interface Props {
  role: TRole;
  onView: (r: TRole) => void;
  onEdit: (r: TRole) => void;
}

/** View for every role; edit and delete for roles that are not built in. */
export const RoleRowActions = ({ role, onView, onEdit }: Props) => {
  const { t } = useTranslation('role');
  const remove = useDeleteRole();
  const own = !role.builtin;
  return (
    <RowActions
      subject={role.name}
      actions={[
        { key: 'view', label: t('common:view'), onClick: () => onView(role) },
        own && { key: 'edit', label: t('common:edit'), code: 'role:edit', onClick: () => onEdit(role) },
        own && {
          key: 'delete',
          label: t('common:delete'),
          code: 'role:delete',
          danger: true,
          confirm: {
            title: t('deleteConfirm.title', { name: role.name }),
            text: t('deleteConfirm.text'),
            okText: t('common:delete'),
            loading: remove.isPending,
            onConfirm: () => remove.mutateAsync(role.id).then(() => void feedback().message.success(t('deleted'))),
          },
        },
      ]}
    >
      {role.builtin && (
        <Tooltip title={t('systemHint')}>
          <span>{t('system')}</span>
        </Tooltip>
      )}
    </RowActions>
  );
};
