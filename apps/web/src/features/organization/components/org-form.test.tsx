import { getOrgTreeRoute, updateOrgRoute, type TOrg, type TOrgTreeNode } from '@fleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../test/antd';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { OrgForm } from './org-form';

const n = (id: number, name: string, level: number, children: TOrgTreeNode[] = []): TOrgTreeNode => ({
  id,
  name,
  level,
  code: `C${id}`,
  businessCode: 'B1',
  children,
});
const TREE = [n(1, 'Platform HQ', 0, [n(2, 'Acme Agent', 1, [n(3, 'Acme Operator', 2)])])];

afterEach(() => vi.unstubAllGlobals());

/** Texts of the options of the open select popup. */
const openOptions = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent?.trim());

describe('new organisation form', () => {
  it('offers only the levels below the chosen parent', async () => {
    stubApi([answer(getOrgTreeRoute, TREE)]);
    const { user } = await renderWithApp(<OrgForm onDone={() => undefined} />);

    const level = screen.getByLabelText('Level');
    // No parent yet: nothing to choose.
    expect(level.closest('.ant-select')?.className).toContain('disabled');

    await pickOption(user, screen.getByLabelText('Parent organization'), 'Acme Agent');

    await waitFor(() => expect(level.closest('.ant-select')?.className).not.toContain('disabled'));
    await user.click(level);
    await waitFor(() => expect(openOptions().length).toBeGreaterThan(0));
    expect(openOptions()).toEqual(['Operator', 'Area', 'Site', 'Operations & maintenance']);
  });
});

const SITE: TOrg = {
  id: 3,
  name: 'Acme Operator',
  level: 2,
  parentId: 2,
  parentName: 'Acme Agent',
  code: 'C3',
  businessCode: 'B1',
  contactName: null,
  phone: null,
  type: null,
  area: null,
  longitude: null,
  latitude: null,
  childCount: 0,
  userCount: 0,
  createdAt: '2025-01-01T00:00:00Z',
};

describe('site coordinates on the organisation form', () => {
  it('refuses a longitude out of range and one of the pair alone, then saves both', async () => {
    const calls = stubApi([answer(getOrgTreeRoute, TREE), answer(updateOrgRoute, null)]);
    const onDone = vi.fn();
    const { user } = await renderWithApp(<OrgForm org={SITE} onDone={onDone} />);
    const longitude = screen.getByLabelText('Longitude');
    await user.type(longitude, '200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Longitude is a number from -180 to 180 degrees')).toBeTruthy();
    expect(callsTo(calls, updateOrgRoute)).toHaveLength(0);

    await user.clear(longitude);
    await user.type(longitude, '139.6917');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter both longitude and latitude, or neither')).toBeTruthy();
    expect(callsTo(calls, updateOrgRoute)).toHaveLength(0);

    await user.type(screen.getByLabelText('Latitude'), '35.6895');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(calls, updateOrgRoute)[0]!.body).toMatchObject({ id: 3, longitude: 139.6917, latitude: 35.6895 });
  });
});
