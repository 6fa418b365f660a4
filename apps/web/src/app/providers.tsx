import { NOTIFICATION_Z_INDEX, MESSAGE_MAX_COUNT, type Lang } from '@fleet/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { bindFeedback, NOTIFICATION_MAX_COUNT } from '../lib/feedback';
import { currentLang, i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

const ANTD_LOCALE = { zh: zhCN, en: enUS, ja: jaJP } satisfies Record<Lang, unknown>;
const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' };

/** Hands the context-aware message/notification/modal of <App> to the non-React request client. */
const FeedbackBridge = () => {
  const api = AntApp.useApp();
  useEffect(() => bindFeedback(api), [api]);
  return null;
};

const Localized = ({ children }: { children: ReactNode }) => {
  useTranslation(); // re-render on language change
  const lang = currentLang();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
  }, [lang]);
  return (
    <ConfigProvider
      locale={ANTD_LOCALE[lang]}
      theme={{ token: { colorPrimary: '#1677ff' }, components: { Notification: { zIndexPopup: NOTIFICATION_Z_INDEX } } }}
    >
      <AntApp
        message={{ maxCount: MESSAGE_MAX_COUNT }}
        notification={{ placement: 'topRight', maxCount: NOTIFICATION_MAX_COUNT }}
      >
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
};

export const Providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>
      <Localized>{children}</Localized>
    </I18nextProvider>
  </QueryClientProvider>
);
