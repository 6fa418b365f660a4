import { ownDetailQuery } from '../../../lib/session-api';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountForm } from './account-form';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** "My account": the own details, editable in place (name, phone, email). */
export const MyAccountDrawer = ({ open, onClose }: Props) => {
  const { t } = useTranslation('account');
  const { data: me } = useQuery(ownDetailQuery());
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onClose();
  };
  return (
    <Drawer
      open={open}
      onClose={close}
      title={t('myAccount')}
      size={400}
      extra={!editing && me ? <Button onClick={() => setEditing(true)}>{t('common:edit')}</Button> : null}
      destroyOnHidden
    >
      {me && editing ? (
        <AccountForm me={me} onDone={() => setEditing(false)} />
      ) : (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('fields.account')}>{me?.account}</Descriptions.Item>
          <Descriptions.Item label={t('fields.userName')}>{me?.userName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.phone')}>{me?.phone}</Descriptions.Item>
          <Descriptions.Item label={t('fields.email')}>{me?.email}</Descriptions.Item>
          <Descriptions.Item label={t('fields.organization')}>{me?.orgName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.role')}>{me?.roleName}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
};
