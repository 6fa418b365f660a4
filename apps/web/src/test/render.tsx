import { getOperateListRoute, SETTINGS_DEFAULTS, type RouteData } from '@fleet/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import { sessionKeys } from '../lib/session-api';

/**
 * Renders with a fresh query client, the antd App context, English texts and the given codes held;
 * `user` clicks and types as a person does (user-event: pointer, focus and key events in order).
 */
export const renderWithApp = async (ui: ReactNode, codes: string[] = []) => {
  await i18n.changeLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const list: RouteData<typeof getOperateListRoute> = codes.map((code) => ({ code, name: code, sign: 'operate' }));
  client.setQueryData(sessionKeys.operateList(), list);
  // The settings the guard loads with the session (a test changes them with setQueryData).
  client.setQueryData(sessionKeys.settings(), { values: SETTINGS_DEFAULTS, defaults: SETTINGS_DEFAULTS });
  const utils = render(
    <QueryClientProvider client={client}>
      <App>{ui}</App>
    </QueryClientProvider>,
  );
  return { ...utils, client, user: userEvent.setup() };
};
