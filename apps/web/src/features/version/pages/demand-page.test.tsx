import { createDemandRoute, findDemandsRoute, getOrgTreeRoute, updateDemandRoute, type TDemand } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { DemandPage } from './demand-page';

const demand = (id: number, over: Partial<TDemand> = {}): TDemand => ({
  id,
  title: `Requirement ${id}`,
  description: 'Dock faster',
  robotTypes: [1],
  priority: 1,
  state: 'open',
  orgId: 1,
  orgName: 'Platform',
  author: 'admin',
  updatedBy: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
  ...over,
});
/** What the server sends with the refusal: the state field, named with its message. */
const REFUSED_FIELDS = { fields: [{ path: 'state', code: 'errors.DEMAND_MOVE_REFUSED' }] };
const CODES = ['demand', 'demand:create', 'demand:edit', 'demand:delete'];
const renderPage = (codes = CODES) =>
  renderWithApp(
    <MemoryRouter>
      <DemandPage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe('requirements', () => {
  it('records a requirement with its robot types, priority and validation in the user language', async () => {
    const calls = stubApi([answer(findDemandsRoute, pageOf([])), answer(createDemandRoute, { id: 5 }), answer(getOrgTreeRoute, [])]);
    const { user } = await renderPage();
    expect(await screen.findByText(/No requirements yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /New requirement/ }));
    const form = await screen.findByRole('form', { name: 'Edit requirement' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // The form shows each field's message as its check ends: wait for both, not for the first.
    await waitFor(() => expect(within(form).getAllByText('This field is required')).toHaveLength(2));
    expect(callsTo(calls, createDemandRoute)).toHaveLength(0);
    await user.type(within(form).getByLabelText('Title'), 'Quiet mode at night');
    await user.click(within(form).getByLabelText('Robot types'));
    await user.click(await screen.findByTitle('Model 130'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, createDemandRoute)).toHaveLength(1));
    expect(lastBody(calls, createDemandRoute)).toMatchObject({ title: 'Quiet mode at night', priority: 1, robotTypes: [1] });
  });

  it('offers only the states the table allows, sends only what changed, and shows a refusal without closing', async () => {
    const calls = stubApi([
      answer(findDemandsRoute, pageOf([demand(1, { state: 'done' })])),
      refuse(updateDemandRoute, 'DEMAND_MOVE_REFUSED', undefined, REFUSED_FIELDS),
    ]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('Requirement 1')).getByRole('button', { name: 'Edit Requirement 1' }));
    const form = await screen.findByRole('form', { name: 'Edit requirement' });
    await user.click(within(form).getByLabelText('State'));
    await screen.findByTitle('Planned');
    // What the list offers (antd's role=option elements carry the values, its items the labels).
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(offered).toEqual(['Delivered', 'Planned']);
    await user.click(await screen.findByTitle('Planned'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, updateDemandRoute)).toHaveLength(1));
    expect(lastBody(calls, updateDemandRoute)).toEqual({ id: 1, state: 'planned' });
    expect(await within(form).findByText(/cannot move to that state/)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit requirement' })).toBe(form);
  });
});
