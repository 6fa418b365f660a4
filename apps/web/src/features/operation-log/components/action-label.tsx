import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeTag } from '../../../components/code-tag';

/** The label of an action in the UI language (every action of the catalogue has one), or null for an unknown one. */
export const useActionLabel = () => {
  const { t } = useTranslation('operationLog');
  // Flat keys with dots ('robot.config.set'): read the map itself, not a nested i18next path.
  const labels = t('actions', { returnObjects: true }) as Partial<Record<string, string>>;
  return (action: string): string | null => labels[action] ?? null;
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
