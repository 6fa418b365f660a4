import { MESSAGE_MAX_COUNT, type Lang } from '@fleet/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, message, theme } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { bindFeedback } from '../lib/feedback';
import { antdLocale, currentLang, i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { THEME } from '../lib/theme';

const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' };

/**
 * The request client's messages, themed and above every route: a message sent just before leaving the
 * signed-in area (password changed, signed out) stays visible on Login.
 */
const MessageBridge = () => {
  const [api, holder] = message.useMessage({ maxCount: MESSAGE_MAX_COUNT });
  useEffect(() => bindFeedback({ message: api }), [api]);
  return holder;
};

/**
 * The theme's font and text colour for every page, plain elements included: antd's <App>, which gave
 * them before, now wraps only the signed-in area.
 */
const ThemedText = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <div style={{ fontFamily: token.fontFamily, fontSize: token.fontSize, lineHeight: token.lineHeight, color: token.colorText }}>
      {children}
    </div>
  );
};

const Localized = ({ children }: { children: ReactNode }) => {
  useTranslation(); // re-render on language change
  const lang = currentLang();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
  }, [lang]);
  return (
    <ConfigProvider locale={antdLocale()} theme={THEME}>
      <MessageBridge />
      <ThemedText>{children}</ThemedText>
    </ConfigProvider>
  );
};

/** Query client, i18n, antd's configuration and messages for every page; antd's <App> is the signed-in area's. */
export const Providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>
      <Localized>{children}</Localized>
    </I18nextProvider>
  </QueryClientProvider>
);
