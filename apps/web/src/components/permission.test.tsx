import { getOperateListRoute, type RouteData } from '@fleet/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../lib/session-api';
import { Permission, usePermission } from './permission';

const withCodes = (codes: string[], ui: ReactNode) => {
  const client = new QueryClient();
  const list: RouteData<typeof getOperateListRoute> = codes.map((code) => ({ code, name: code, sign: 'operate' }));
  client.setQueryData(sessionKeys.operateList(), list);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
};

const Probe = ({ code }: { code: string }) => <span>{usePermission(code) ? 'yes' : 'no'}</span>;

describe('Permission', () => {
  it('shows the element when the authority list holds the code', () => {
    withCodes(
      ['user:create'],
      <Permission code="user:create">
        <Button>Create</Button>
      </Permission>,
    );
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('hides the element without the code', () => {
    withCodes(
      ['user:view'],
      <Permission code="user:create">
        <Button>Create</Button>
      </Permission>,
    );
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });

  it('renders the element disabled in disabled mode', () => {
    withCodes(
      [],
      <Permission code="user:delete" disabled>
        <Button>Delete</Button>
      </Permission>,
    );
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('usePermission answers per code', () => {
    withCodes(
      ['role:edit'],
      <>
        <Probe code="role:edit" />
        <Probe code="role:delete" />
      </>,
    );
    expect(screen.getByText('yes')).toBeTruthy();
    expect(screen.getByText('no')).toBeTruthy();
  });
});
