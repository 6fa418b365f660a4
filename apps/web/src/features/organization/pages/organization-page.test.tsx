import { findOrgsRoute, getOrgTreeRoute, type TOrg } from '@fleet/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OrganizationMobilePage } from './organization-mobile-page';
import { OrganizationPage } from './organization-page';

const org: TOrg = {
  id: 2,
  name: 'Acme Agent',
  level: 1,
  parentId: 1,
  parentName: 'Platform HQ',
  code: 'ACME',
  businessCode: 'ACME',
  contactName: 'Ann',
  phone: '13800000000',
  type: null,
  area: null,
  longitude: null,
  latitude: null,
  childCount: 0,
  userCount: 3,
  createdAt: '2025-01-01T00:00:00Z',
};
const api = [
  answer(findOrgsRoute, pageOf([org])),
  answer(getOrgTreeRoute, [{ id: 1, name: 'Platform HQ', level: 0, code: 'P', businessCode: 'P', children: [] }]),
];

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

  it('offers the point actions only with organization:landmark, and "Edit point" only on level-4 rows', async () => {
    const point: TOrg = { ...org, id: 9, name: 'Dock A', level: 4, code: 'DOCKA' };
    stubApi([...api, answer(findOrgsRoute, pageOf([org, point]))]);
    await renderWithApp(<OrganizationPage />, ['organization:landmark']);
    expect(await screen.findByRole('button', { name: 'Edit point Dock A' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit point Acme Agent' })).toBeNull();
    expect(screen.getByRole('button', { name: /New point with landmark file/ })).toBeTruthy();
  });

  it('hides the point actions without organization:landmark', async () => {
    stubApi([...api, answer(findOrgsRoute, pageOf([{ ...org, level: 4 }]))]);
    await renderWithApp(<OrganizationPage />, ['organization:edit']);
    expect(await screen.findByRole('button', { name: 'Edit Acme Agent' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit point/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /New point/ })).toBeNull();
  });

  it('says what to do when nothing matches', async () => {
    stubApi([...api, answer(findOrgsRoute, pageOf([]))]);
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
