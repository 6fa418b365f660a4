import type { TRole } from '@fleet/contracts';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
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
  return (
    <Space size={4}>
      <Button type="link" size="small" onClick={() => onView(role)} aria-label={`${t('common:view')} ${role.name}`}>
        {t('common:view')}
      </Button>
      {role.builtin ? (
        <Tooltip title={t('systemHint')}>
          <span>{t('system')}</span>
        </Tooltip>
      ) : (
        <>
          <Permission code="role:edit">
            <Button type="link" size="small" onClick={() => onEdit(role)} aria-label={`${t('common:edit')} ${role.name}`}>
              {t('common:edit')}
            </Button>
          </Permission>
          <Permission code="role:delete">
            <Popconfirm
              title={t('deleteConfirm.title', { name: role.name })}
              description={<div style={{ maxWidth: 320 }}>{t('deleteConfirm.text')}</div>}
              okText={t('common:delete')}
              okButtonProps={{ danger: true, loading: remove.isPending }}
              onConfirm={() => remove.mutateAsync(role.id).then(() => void feedback().message.success(t('deleted')), () => undefined)}
            >
              <Button type="link" danger size="small" aria-label={`${t('common:delete')} ${role.name}`}>
                {t('common:delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </>
      )}
    </Space>
  );
};
