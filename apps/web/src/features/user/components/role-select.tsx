import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRolesByOrg } from '../api/get-roles-by-org';

interface Props {
  id?: string;
  orgId: number | undefined;
  value?: number;
  onChange?: (v: number | undefined) => void;
  allowClear?: boolean;
  size?: 'large' | 'middle';
  style?: React.CSSProperties;
}

/** Roles assignable to users of the chosen organisation; disabled until one is chosen. */
export const RoleSelect = ({ orgId, ...rest }: Props) => {
  const { t } = useTranslation('user');
  const { data = [], isFetching } = useRolesByOrg(orgId);
  return (
    <Select<number>
      {...rest}
      loading={isFetching}
      disabled={orgId == null}
      placeholder={orgId == null ? t('placeholders.roleNeedsOrg') : t('placeholders.role')}
      options={data.map((r) => ({ value: r.id, label: `${r.name} · ${r.orgName}` }))}
    />
  );
};
