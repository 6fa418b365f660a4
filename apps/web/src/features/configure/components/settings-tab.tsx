import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsAnswer } from '../api/configure';
import { LoadFailed } from './load-failed';
import { SettingsForm } from './settings-form';

/** The settings tab: the form once the values are in; a saved change that alters them starts it afresh from the new ones. */
export const SettingsTab = () => {
  const { t } = useTranslation('configure');
  const { data, isError, refetch, isFetchedAfterMount } = useSettingsAnswer();
  // The session's copy may be old (another admin saved since): the form starts from a fresh read only.
  if (!data || !isFetchedAfterMount)
    return isError ? <LoadFailed title={t('loadFailed')} onRetry={() => void refetch()} /> : <Skeleton active paragraph={{ rows: 8 }} />;
  return <SettingsForm key={JSON.stringify(data.values)} answer={data} />;
};
