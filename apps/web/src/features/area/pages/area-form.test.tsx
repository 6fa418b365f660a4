import { areaRobotOptionsRoute, createAreaRoute, findAreasRoute, updateAreaRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../test/antd';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { AreaPage } from './area-page';
import { AREA_CODES, areaFixture, PARK, SESSION, TOWER } from './test-data';

const renderPage = () =>
  renderWithApp(
    <MemoryRouter initialEntries={['/contentPage/areaDetail']}>
      <AreaPage />
    </MemoryRouter>,
    AREA_CODES,
  );
const openNew = async (user: Awaited<ReturnType<typeof renderPage>>['user']) => {
  await user.click(await screen.findByRole('button', { name: /New area$/ }));
  return screen.findByRole('dialog');
};
/** The form item of a field, where antd shows its message. */
const itemOf = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;

const OPTIONS = answer(areaRobotOptionsRoute, [
  { id: 5, deviceNumber: 'SIMULATION-130-00005', alias: 'Robot 5', areaId: null, areaName: null, taken: false },
  { id: 6, deviceNumber: 'SIMULATION-130-00006', alias: 'Robot 6', areaId: 9, areaName: 'Tower B', taken: true },
  { id: 7, deviceNumber: 'SIMULATION-130-00007', alias: null, areaId: null, areaName: null, taken: true },
]);

describe('Area form', () => {
  it('refuses a building without floors and lift control on one floor in words; Park hides and clears both; creates in the own organisation', async () => {
    const calls = stubApi([...SESSION, answer(findAreasRoute, pageOf([])), OPTIONS, answer(createAreaRoute, PARK)]);
    const { user } = await renderPage();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText('Name'), 'East park');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(itemOf(dialog, 'Floors')).findByText('Enter a whole number of floors from 1 to 200')).toBeTruthy();

    const lift = within(dialog).getByRole('switch', { name: 'Lift control' });
    expect(lift.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(/^Only for a building with two floors or more/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Floors'), '3');
    await waitFor(() => expect(lift.hasAttribute('disabled')).toBe(false));
    await user.click(lift);
    // The floors go down with lift control on: it stays switchable off, and the save is refused in words.
    await user.clear(within(dialog).getByLabelText('Floors'));
    await user.type(within(dialog).getByLabelText('Floors'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(itemOf(dialog, 'Lift control')).findByText('Lift control needs a building with two floors or more')).toBeTruthy();
    expect(lift.hasAttribute('disabled')).toBe(false);
    expect(callsTo(calls, createAreaRoute)).toHaveLength(0);

    await pickOption(user, within(dialog).getByLabelText('Type'), 'Park (outdoor)');
    await waitFor(() => expect(within(dialog).queryByLabelText('Floors')).toBeNull());
    expect(within(dialog).queryByRole('switch', { name: 'Lift control' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, createAreaRoute)).toHaveLength(1));
    expect(lastBody(calls, createAreaRoute)).toEqual({
      orgId: 2,
      name: 'East park',
      kind: 2,
      address: null,
      floors: null,
      zones: 1,
      liftControl: false,
      enabled: true,
      workArea: null,
      frequency: null,
      longitude: null,
      latitude: null,
      robotIds: [],
    });
    expect(await screen.findByText('Area East park created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for both coordinates or neither, and a work area above 0', async () => {
    const calls = stubApi([...SESSION, answer(findAreasRoute, pageOf([])), OPTIONS]);
    const { user } = await renderPage();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText('Longitude'), '121.5');
    await user.type(within(dialog).getByLabelText('Work area (m²)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(itemOf(dialog, 'Latitude')).findByText('Enter both longitude and latitude, or neither')).toBeTruthy();
    expect(within(itemOf(dialog, 'Work area (m²)')).getByText('Enter a work area greater than 0 and at most 10,000,000 m²')).toBeTruthy();
    expect(callsTo(calls, createAreaRoute)).toHaveLength(0);
  });

  it('searches robots once the typing pauses, names the area a robot already cleans, and shows the server’s refusal on the robots field', async () => {
    const refusal = {
      fields: [{ path: 'robotIds', code: 'errors.AREA_ROBOT_TAKEN', vars: { deviceNumber: 'SIMULATION-130-00006', area: 'Tower B' } }],
    };
    const calls = stubApi([
      ...SESSION,
      answer(findAreasRoute, pageOf([])),
      OPTIONS,
      refuse(createAreaRoute, 'AREA_ROBOT_TAKEN', undefined, refusal),
    ]);
    const { user } = await renderPage();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Tower C');
    await user.type(within(dialog).getByLabelText('Floors'), '2');
    await user.type(within(dialog).getByLabelText('Robots'), 'SIMULATION');
    // One search for the word the user paused on, none per keystroke.
    await waitFor(() => expect(callsTo(calls, areaRobotOptionsRoute).map((c) => c.query.keyword)).toContain('SIMULATION'));
    expect(callsTo(calls, areaRobotOptionsRoute).filter((c) => c.query.keyword !== undefined)).toHaveLength(1);
    expect(await screen.findByText('cleans Tower B')).toBeTruthy();
    expect(screen.getByText("cleans another organization's area")).toBeTruthy();
    await user.click(screen.getByText('cleans Tower B'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, createAreaRoute)).toHaveLength(1));
    expect(lastBody(calls, createAreaRoute)).toMatchObject({ name: 'Tower C', kind: 1, floors: 2, robotIds: [6] });
    expect(
      await within(itemOf(dialog, 'Robots')).findByText(
        'Robot SIMULATION-130-00006 already cleans the area Tower B; remove it there first',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits an area from its values, its robots named, and saves the change with its id', async () => {
    const saved = areaFixture(1, { ...TOWER, zones: 4 });
    const calls = stubApi([
      ...SESSION,
      answer(findAreasRoute, pageOf([TOWER])),
      answer(areaRobotOptionsRoute, []),
      answer(updateAreaRoute, saved),
    ]);
    const { user } = await renderPage();
    await user.click(within((await screen.findByText('Tower A')).closest('tr')!).getByRole('button', { name: 'Edit Tower A' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Tower A')).toBeTruthy();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Tower A');
    expect(within(dialog).getByText('SIMULATION-130-00004 · Robot 4')).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Lift control' }).getAttribute('aria-checked')).toBe('true');
    const zones = within(dialog).getByLabelText('Zones');
    await user.clear(zones);
    await user.type(zones, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, updateAreaRoute)).toHaveLength(1));
    expect(lastBody(calls, updateAreaRoute)).toMatchObject({
      id: 1,
      name: 'Tower A',
      kind: 1,
      floors: 12,
      zones: 4,
      liftControl: true,
      robotIds: [1, 2, 3, 4],
      address: '1 Harbour Road',
    });
    expect(await screen.findByText('Area Tower A saved')).toBeTruthy();
  });
});
