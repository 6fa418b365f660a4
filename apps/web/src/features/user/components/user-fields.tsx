import type { TUser } from '@fleet/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../../lib/format';

export interface UserField {
  key: keyof TUser;
  label: string;
  render: (u: TUser) => ReactNode;
  width?: number;
}

export const StatusTag = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation('user');
  return enabled ? <Tag color="green">{t('status.enabled')}</Tag> : <Tag color="default">{t('status.disabled')}</Tag>;
};

/** User fields shown by the table, the details drawer and the mobile cards (rule 7). */
export const useUserFields = (): UserField[] => {
  const { t } = useTranslation('user');
  const f = (key: keyof TUser, label: string, render: UserField['render'], width?: number) => ({ key, label, render, width });
  return [
    f('account', t('fields.account'), (u) => u.account, 130),
    f('userName', t('fields.userName'), (u) => u.userName, 120),
    f('phone', t('fields.phone'), (u) => u.phone || '—', 130),
    f('email', t('fields.email'), (u) => u.email || '—', 180),
    f('orgName', t('fields.organization'), (u) => u.orgName, 150),
    f('roleName', t('fields.role'), (u) => u.roleName, 130),
    f('enabled', t('fields.enabled'), (u) => <StatusTag enabled={u.enabled} />, 90),
    f(
      'isFirstLogin',
      t('fields.isFirstLogin'),
      (u) => (u.isFirstLogin ? <Tag color="orange">{t('firstLogin.pending')}</Tag> : t('firstLogin.done')),
      130,
    ),
    f('creator', t('fields.creator'), (u) => u.creator ?? '—', 110),
    f('createdAt', t('fields.createdAt'), (u) => formatMinute(u.createdAt), 150),
  ];
};
