import type { TRole } from '@fleet/contracts';
import { Descriptions, Divider, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRole } from '../api/get-role';
import { GrantedPermissions } from './granted-permissions';
import { useRoleFields } from './role-fields';

/** Details of a role and its granted permissions, grouped by menu. */
export const RoleDetailDrawer = ({ role, onClose }: { role: TRole | null; onClose: () => void }) => {
  const { t } = useTranslation('role');
  const fields = useRoleFields();
  const { data: detail } = useRole(role?.id);
  return (
    <Drawer open={!!role} onClose={onClose} title={t('actions.view')} size={520} destroyOnHidden>
      {role && (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={fields.map((f) => ({ key: f.key, label: f.label, children: f.render(role) }))}
          />
          <Divider titlePlacement="start">{t('fields.permissions')}</Divider>
          {detail?.id === role.id ? <GrantedPermissions codes={detail.permissions} /> : <Skeleton active />}
        </>
      )}
    </Drawer>
  );
};
