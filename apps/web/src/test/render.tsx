import { getOperateListRoute, type RouteData } from '@fleet/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { sessionKeys } from '../lib/session-api';

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs the global fetch with answers by API path (after /v2/api/sweeper/, without the query) and
 * records every call. An unknown path answers like the server's unknown route.
 */
export const stubApi = (answers: Record<string, unknown>) => {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/v2\/api\/sweeper\//, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    const known = path in answers;
    return new Response(JSON.stringify(known ? { code: 0, msg: 'ok', data: answers[path] } : { code: 404, msg: 'no route', data: null }), {
      status: known ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};

/**
 * Renders with a fresh query client, the antd App context, English texts and the given codes held;
 * `user` clicks and types as a person does (user-event: pointer, focus and key events in order).
 */
export const renderWithApp = async (ui: ReactNode, codes: string[] = []) => {
  await i18n.changeLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const list: RouteData<typeof getOperateListRoute> = codes.map((code) => ({ code, name: code, sign: 'operate' }));
  client.setQueryData(sessionKeys.operateList(), list);
  const utils = render(
    <QueryClientProvider client={client}>
      <App>{ui}</App>
    </QueryClientProvider>,
  );
  return { ...utils, client, user: userEvent.setup() };
};
