import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeTag } from '../../../components/code-tag';

/** Actions with a readable label in the catalogue (`actionNames.<domain>.<verb>`); others show the code alone. */
export const KNOWN_ACTIONS: ReadonlySet<string> = new Set([
  'auth.login', 'auth.logout', 'auth.resetPassWord',
  'user.updateOwner', 'user.language', 'user.create', 'user.update', 'user.delete', 'user.revert',
  'organization.create', 'organization.update', 'organization.delete', 'organization.createBusiness',
  'role.create', 'role.update', 'role.delete',
  'authority.update',
]);

/** The label of an action in the UI language, or null for an action the console has no name for. */
export const useActionLabel = () => {
  const { t } = useTranslation('operationLog');
  return (action: string): string | null => (KNOWN_ACTIONS.has(action) ? t(`actionNames.${action}`) : null);
};

/** The raw action code in a monospace tag, with its label beside it where one is known. */
export const ActionCell = ({ action }: { action: string }) => {
  const label = useActionLabel()(action);
  return (
    <Space size={4} wrap>
      <CodeTag>{action}</CodeTag>
      {label && <Typography.Text>{label}</Typography.Text>}
    </Space>
  );
};
