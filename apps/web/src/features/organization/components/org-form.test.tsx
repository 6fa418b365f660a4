import { getMapStyleRoute, getOrgTreeRoute, updateOrgRoute, type TOrg, type TOrgTreeNode } from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../test/antd';
import { answer, callsTo, stubApi } from '../../../test/api';
import { fake } from '../../../test/fake-maplibre';
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

// jsdom draws no WebGL: MapLibre is the recorder of test/fake-maplibre.ts, so the map picker's tests
// drive the map's click and the marker's drag as MapLibre reports them; the dialog and the form are real.
vi.mock('maplibre-gl', () => import('../../../test/fake-maplibre'));
vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));

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

const STYLE = { styleUrl: null, style: { version: 8, sources: {}, layers: [] }, cities: [] };
const openPicker = async (user: Awaited<ReturnType<typeof renderWithApp>>['user']) => {
  await user.click(screen.getByRole('button', { name: /Choose on the map/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose the site on the map' });
  await waitFor(() => expect(fake.maps.filter((m) => !m.removed)).toHaveLength(1));
  return { dialog, map: fake.maps.at(-1)! };
};

beforeEach(() => {
  fake.maps.length = 0;
});

describe('choosing a site on the map', () => {
  it('opens on the whole world, places the point clicked, follows the drag, and OK fills both fields rounded to 6 decimals', async () => {
    const calls = stubApi([answer(getOrgTreeRoute, TREE), answer(getMapStyleRoute, STYLE), answer(updateOrgRoute, null)]);
    const onDone = vi.fn();
    const { user } = await renderWithApp(<OrgForm org={SITE} onDone={onDone} />);
    // The base map is read when the dialog opens, not with the form.
    expect(callsTo(calls, getMapStyleRoute)).toHaveLength(0);
    const { dialog, map } = await openPicker(user);
    expect([map.center, map.zoom]).toEqual([[0, 20], 0.8]);
    expect(within(dialog).getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(true);

    // A click east of the first world copy: the longitude comes back into -180…180.
    act(() => map.handlers.get('click')!({ lngLat: { lng: 139.69171234 + 360, lat: 35.68951234 } }));
    expect(within(dialog).getByRole('status').textContent).toBe('Chosen: longitude 139.691712, latitude 35.689512');
    act(() => map.markers.at(-1)!.drag(121.47370049, 31.23040011));
    expect(within(dialog).getByRole('status').textContent).toBe('Chosen: longitude 121.4737, latitude 31.2304');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect((screen.getByLabelText('Longitude') as HTMLInputElement).value).toBe('121.4737'));
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('31.2304');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(calls, updateOrgRoute)[0]!.body).toMatchObject({ id: 3, longitude: 121.4737, latitude: 31.2304 });
  });

  it('opens centred on the current value with its marker, and Cancel leaves the fields as they were', async () => {
    const calls = stubApi([answer(getOrgTreeRoute, TREE), answer(getMapStyleRoute, STYLE), answer(updateOrgRoute, null)]);
    const onDone = vi.fn();
    const { user } = await renderWithApp(<OrgForm org={{ ...SITE, longitude: 13.405, latitude: 52.52 }} onDone={onDone} />);
    const { dialog, map } = await openPicker(user);
    expect(map.center).toEqual([13.405, 52.52]);
    expect(map.markers.at(-1)!.lngLat).toEqual([13.405, 52.52]);
    expect(within(dialog).getByRole('status').textContent).toBe('Chosen: longitude 13.405, latitude 52.52');
    act(() => map.handlers.get('click')!({ lngLat: { lng: 2.35, lat: 48.85 } }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // What is saved next is the value from before the dialog.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(calls, updateOrgRoute)[0]!.body).toMatchObject({ id: 3, longitude: 13.405, latitude: 52.52 });
  });

  it('asks to type the coordinates where the browser has no WebGL', async () => {
    fake.failNext = true;
    stubApi([answer(getOrgTreeRoute, TREE), answer(getMapStyleRoute, STYLE)]);
    const { user } = await renderWithApp(<OrgForm org={SITE} onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Choose on the map/ }));
    expect(await screen.findByText('This browser cannot draw the map (no WebGL). Type the longitude and latitude instead.')).toBeTruthy();
  });
});
