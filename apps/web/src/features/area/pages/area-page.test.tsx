import { deleteAreaRoute, findAreasRoute, getAreaRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../test/antd';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { AreaPage } from './area-page';
import { AREA_CODES, DISABLED, PARK, SESSION, TOWER } from './test-data';

const renderPage = (codes = AREA_CODES) =>
  renderWithApp(
    <MemoryRouter initialEntries={['/contentPage/areaDetail']}>
      <AreaPage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const THREE = answer(findAreasRoute, pageOf([TOWER, PARK, DISABLED]));

describe('Areas', () => {
  it('lists each area with what it is, its robots by state, its status and today’s coverage, and the age of the data', async () => {
    const calls = stubApi([...SESSION, THREE]);
    const { user } = await renderPage();
    const tower = await rowOf('Tower A');
    for (const text of ['AR00000001', '1 Harbour Road', 'Building (indoor)', 'Acme Tower', '12 floors', '3 zones', 'Lift control'])
      expect(within(tower).getByText(text)).toBeTruthy();
    expect(within(tower).getByText('4 robots')).toBeTruthy();
    expect(within(tower).getByText('Working 3')).toBeTruthy();
    expect(within(tower).getByText('Offline 1')).toBeTruthy();
    expect(within(tower).getByText('Cleaning')).toBeTruthy();
    expect(within(tower).getByText('45 %')).toBeTruthy();
    expect(within(tower).getByText('450.5 m² cleaned')).toBeTruthy();

    const park = await rowOf('East park');
    expect(within(park).getByText('Park (outdoor)')).toBeTruthy();
    expect(within(park).getByText('2 zones')).toBeTruthy();
    expect(within(park).queryByText(/floor/)).toBeNull();
    expect(within(park).getByText('0 robots')).toBeTruthy();
    expect(within(park).getByText('No robots')).toBeTruthy();
    // No work area: a dash, and why on hover.
    await user.hover(within(park).getByText('—'));
    expect(await screen.findByText(/^No work area is set, so there is nothing to measure the coverage against/)).toBeTruthy();

    expect(within(await rowOf('Old depot')).getByText('Disabled')).toBeTruthy();
    expect(screen.getByText('Data as of')).toBeTruthy();
    expect(lastBody(calls, findAreasRoute)).toMatchObject({ page: 1 });
  });

  it('searches by keyword and type, and says when nothing matches', async () => {
    stubApi([...SESSION, THREE]);
    const { user } = await renderPage();
    await rowOf('Tower A');
    const calls = stubApi([...SESSION, answer(findAreasRoute, pageOf([]))]);
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('Search'), ' harbour ');
    await pickOption(user, within(search).getByLabelText('Type'), 'Park (outdoor)');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No area matches these filters; change or reset them.')).toBeTruthy();
    expect(lastBody(calls, findAreasRoute)).toMatchObject({ keyword: 'harbour', kind: 2, page: 1 });
  });

  it('shows a viewer the list and View only: no New area, Edit or Delete', async () => {
    stubApi([...SESSION, THREE]);
    await renderPage(['areaDetail', 'areaDetail:view']);
    const tower = await rowOf('Tower A');
    expect(within(tower).getByRole('button', { name: 'View Tower A' })).toBeTruthy();
    expect(within(tower).queryByRole('button', { name: 'Edit Tower A' })).toBeNull();
    expect(within(tower).queryByRole('button', { name: 'Delete Tower A' })).toBeNull();
    expect(screen.queryByRole('button', { name: /New area$/ })).toBeNull();
  });

  it('deletes only after a confirmation that names the area and how many robots it frees', async () => {
    const calls = stubApi([...SESSION, THREE, answer(deleteAreaRoute, null)]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('Tower A')).getByRole('button', { name: 'Delete Tower A' }));
    const ask = await screen.findByRole('tooltip');
    expect(within(ask).getByText('Delete the area Tower A?')).toBeTruthy();
    expect(within(ask).getByText(/^The 4 robots cleaning it are freed and can be assigned to another area/)).toBeTruthy();
    expect(callsTo(calls, deleteAreaRoute)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, deleteAreaRoute, { id: 1 })).toHaveLength(1));
    expect(await screen.findByText('Area Tower A deleted')).toBeTruthy();

    await user.click(within(await rowOf('East park')).getByRole('button', { name: 'Delete East park' }));
    const second = (await screen.findAllByRole('tooltip')).find((t) => within(t).queryByText('Delete the area East park?'))!;
    expect(within(second).getByText('No robot cleans this area. This cannot be undone.')).toBeTruthy();
  });

  it('shows an area in a drawer: every field, its status, today’s figures and its robots live, each leading to its operate page', async () => {
    const calls = stubApi([...SESSION, THREE, answer(getAreaRoute, TOWER, { id: 1 }), answer(getAreaRoute, PARK, { id: 2 })]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('Tower A')).getByRole('button', { name: 'View Tower A' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Tower A · AR00000001')).toBeTruthy();
    expect(callsTo(calls, getAreaRoute, { id: 1 })).toHaveLength(1);
    expect(within(drawer).getByText('At least one robot is cleaning.')).toBeTruthy();
    for (const text of ['1000.0 m²', '450.5 m²', '45 %', 'Latitude 31.2, longitude 121.5', '1 Harbour Road'])
      expect(within(drawer).getByText(text)).toBeTruthy();
    const robot = within(drawer).getByRole('link', { name: 'SIMULATION-130-00004' }).closest('tr')!;
    expect(within(robot).getByRole('link').getAttribute('href')).toBe('/contentPage/robotOperate/operateContent?robotId=4');
    for (const text of ['Robot 4', 'Model 130', 'Offline', '76%']) expect(within(robot).getByText(text)).toBeTruthy();
    expect(within(robot).getByText(/s ago$/)).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await user.click(within(await rowOf('East park')).getByRole('button', { name: 'View East park' }));
    expect(await screen.findByText('No robot cleans this area yet — edit the area to add robots.')).toBeTruthy();
  });

  it('invites to create the first area when there is none; a failed load says so and retries', async () => {
    stubApi([...SESSION, refuse(findAreasRoute, 'INTERNAL')]);
    const { user } = await renderPage();
    expect(await screen.findByText(/^The areas could not be loaded/)).toBeTruthy();
    stubApi([...SESSION, answer(findAreasRoute, pageOf([]))]);
    await user.click(screen.getByRole('button', { name: /Try again$/ }));
    expect(await screen.findByText('No areas yet — create the first area of your buildings and parks.')).toBeTruthy();
  });
});
