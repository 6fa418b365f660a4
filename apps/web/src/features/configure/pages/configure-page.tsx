import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { DictionaryTab } from '../components/dictionary-tab';
import { HistoryTab } from '../components/history-tab';
import { SettingsTab } from '../components/settings-tab';

/**
 * System settings (issue 16, configure): the business constants every screen applies, the labels the
 * dictionary shows enumerations with, and who changed either when. Platform staff only; changing
 * needs configure:edit, and the server checks every call.
 */
export const ConfigurePage = () => {
  const { t } = useTranslation('configure');
  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <Tabs
        items={[
          { key: 'settings', label: t('tabs.settings'), children: <SettingsTab /> },
          { key: 'dictionary', label: t('tabs.dictionary'), children: <DictionaryTab /> },
          { key: 'history', label: t('tabs.history'), children: <HistoryTab /> },
        ]}
      />
    </ListPage>
  );
};
