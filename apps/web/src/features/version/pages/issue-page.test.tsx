import { findPackagesRoute, getOrgTreeRoute, releasePackageRoute, withdrawPackageRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { IssuePage } from './issue-page';
import { packageFixture } from './package-fixture';

const CODES = ['issue', 'issue:view', 'issue:edit', 'issue:release'];
const TREE = answer(getOrgTreeRoute, [
  {
    id: 1,
    name: 'Platform HQ',
    level: 0,
    code: 'P',
    businessCode: 'P',
    children: [{ id: 4, name: 'Shanghai branch', level: 1, code: 'S', businessCode: 'S', children: [] }],
  },
]);
const renderPage = (codes = CODES) =>
  renderWithApp(
    <MemoryRouter>
      <IssuePage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('package release', () => {
  it('releases a waiting package to the chosen organisations as the chosen type, organisations required', async () => {
    const calls = stubApi([answer(findPackagesRoute, pageOf([packageFixture(1)])), TREE, answer(releasePackageRoute, null)]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('2.1')).getByRole('button', { name: /Release 2.1/ }));
    const form = await screen.findByRole('form', { name: 'Release the package of version 2.1' });
    expect(lastBody(calls, findPackagesRoute)).toMatchObject({ state: 'submitted' });
    await user.click(screen.getByRole('button', { name: 'Release' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    await user.click(within(form).getByLabelText('Release to'));
    await user.click(await screen.findByTitle('Shanghai branch'));
    await user.click(within(form).getByLabelText('Package type'));
    await user.click(await screen.findByTitle('Official'));
    await user.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(callsTo(calls, releasePackageRoute)).toHaveLength(1));
    expect(lastBody(calls, releasePackageRoute)).toEqual({ id: 1, orgIds: [4], packageType: 'official' });
  });

  it('shows who released a package, when and to whom, and withdraws it after confirming', async () => {
    const released = packageFixture(2, {
      state: 'released',
      releasedBy: 'Approver',
      releasedAt: '2030-02-03T04:05:00Z',
      releasedTo: [{ id: 4, name: 'Shanghai branch' }],
    });
    const calls = stubApi([answer(findPackagesRoute, pageOf([released])), answer(withdrawPackageRoute, null)]);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Released' }));
    await waitFor(() => expect(lastBody(calls, findPackagesRoute)).toMatchObject({ state: 'released' }));
    const row = await rowOf('Approver');
    expect(within(row).getByText('Shanghai branch')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /Withdraw 2.2/ }));
    expect(await screen.findByText(/campaigns already running keep it/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(callsTo(calls, withdrawPackageRoute, { id: 2 })).toHaveLength(1));
  });

  it('hides release and withdraw from a viewer', async () => {
    stubApi([answer(findPackagesRoute, pageOf([packageFixture(1)]))]);
    await renderPage(['issue', 'issue:view']);
    const row = await rowOf('2.1');
    expect(within(row).queryByRole('button', { name: /Release/ })).toBeNull();
  });
});
