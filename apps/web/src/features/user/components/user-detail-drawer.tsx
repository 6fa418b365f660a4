import type { TUser } from '@fleet/contracts';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserFields } from './user-fields';

interface Props {
  user: TUser | null;
  onClose: () => void;
  mobile?: boolean;
}

/** Read-only details of one user, from the same field list as the table. */
export const UserDetailDrawer = ({ user, onClose, mobile }: Props) => {
  const { t } = useTranslation('user');
  const fields = useUserFields();
  return (
    <Drawer open={!!user} onClose={onClose} title={t('actions.view')} size={mobile ? '100%' : 480} destroyOnHidden>
      {user && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={fields.map((f) => ({ key: f.key, label: f.label, children: f.render(user) }))}
        />
      )}
    </Drawer>
  );
};
