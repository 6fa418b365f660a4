import type { TOrg } from '@fleet/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test/render';
import { OrganizationMobilePage } from './organization-mobile-page';
import { OrganizationPage } from './organization-page';

const org: TOrg = {
  id: 2, name: 'Acme Agent', level: 1, parentId: 1, parentName: 'Platform HQ', code: 'ACME', businessCode: 'ACME',
  contactName: 'Ann', phone: '13800000000', type: null, area: null, childCount: 0, userCount: 3,
  createdAt: '2025-01-01T00:00:00Z',
};
const api = {
  'user-service/user/org/list': { list: [org], total: 1, page: 1, pageSize: 15 },
  'user-service/user/org/getTreeByBusinessCode': [{ id: 1, name: 'Platform HQ', level: 0, code: 'P', businessCode: 'P', children: [] }],
};

afterEach(() => vi.unstubAllGlobals());

describe('organisation screens', () => {
  it('lists organisations and shows only the actions the user holds', async () => {
    stubApi(api);
    await renderWithApp(<OrganizationPage />, ['organization:view', 'organization:edit']);
    const row = (await screen.findByText('Acme Agent')).closest('tr')!;
    expect(within(row).getByText('Agent')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Acme Agent' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete Acme Agent' })).toBeNull();
    expect(screen.queryByRole('button', { name: /New organization/ })).toBeNull();
  });

  it('says what to do when nothing matches', async () => {
    stubApi({ ...api, 'user-service/user/org/list': { list: [], total: 0, page: 1, pageSize: 15 } });
    await renderWithApp(<OrganizationPage />, ['organization:create']);
    expect(await screen.findByText(/click "New organization" to add one/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /New organization/ })).toBeTruthy();
  });

  it('shows cards with load more on phones', async () => {
    stubApi(api);
    await renderWithApp(<OrganizationMobilePage />, []);
    expect(await screen.findByRole('button', { name: 'Acme Agent' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'No more items' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
