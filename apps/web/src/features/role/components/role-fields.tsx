import type { TRole } from '@fleet/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../../lib/format';

export interface RoleField {
  key: keyof TRole;
  label: string;
  render: (r: TRole) => ReactNode;
  width?: number;
}

/** Role fields shown by the table and the details drawer (rule 7). */
export const useRoleFields = (): RoleField[] => {
  const { t } = useTranslation('role');
  return [
    {
      key: 'name',
      label: t('fields.name'),
      width: 200,
      render: (r) => (
        <span>
          {r.name} {r.builtin && <Tag color="purple">{t('system')}</Tag>}
        </span>
      ),
    },
    { key: 'orgName', label: t('fields.organization'), width: 180, render: (r) => r.orgName },
    { key: 'level', label: t('fields.level'), width: 140, render: (r) => t(`shared:enums.OrgLevel.${r.level}`) },
    { key: 'description', label: t('fields.description'), render: (r) => r.description || '—' },
    { key: 'userCount', label: t('fields.userCount'), width: 90, render: (r) => r.userCount },
    { key: 'createdAt', label: t('fields.createdAt'), width: 150, render: (r) => formatMinute(r.createdAt) },
  ];
};
