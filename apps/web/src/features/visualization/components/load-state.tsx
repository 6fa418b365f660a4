import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, error (with a retry) and the content, the same on every screen of the area. */
export const LoadState = ({
  loading,
  error,
  retry,
  children,
}: {
  loading: boolean;
  error: boolean;
  retry: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation('visualization');
  if (error) return <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={retry}>{t('retry')}</Button>} />;
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <>{children}</>;
};
