import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A tab whose data could not be loaded: what failed and a way to ask again. */
export const LoadFailed = ({ title, onRetry }: { title: string; onRetry: () => void }) => {
  const { t } = useTranslation('configure');
  return <Alert type="error" showIcon title={title} action={<Button onClick={onRetry}>{t('retry')}</Button>} />;
};
