import { downloadLandmarkFileRoute, findLandmarksRoute, getLandmarkRoute, switchLandmarkRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../test/antd';
import { answer, answerFile, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { LandmarkPage } from './landmark-page';
import { DOCK_A, DOCK_B, LANDMARK_CODES, ORG_TREE, VIEWER_CODES } from './test-data';

const renderPage = (codes = LANDMARK_CODES) =>
  renderWithApp(
    <MemoryRouter initialEntries={['/contentPage/landMarkDetail']}>
      <LandmarkPage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const TWO = [ORG_TREE, answer(findLandmarksRoute, pageOf([DOCK_A, DOCK_B])), answer(getLandmarkRoute, DOCK_A, { id: 11 })];
const WORKING = 'Working devices cannot be hosted, unhosted or have their landmark changed; stop the task first';

/** Opens Dock A's drawer and the switch dialog of its idle robot (SIMULATION-130-00003). */
const openSwitch = async (user: Awaited<ReturnType<typeof renderPage>>['user']) => {
  await user.click(within(await rowOf('Dock A')).getByRole('button', { name: 'View Dock A' }));
  const drawer = await screen.findByRole('dialog');
  await user.click(await within(drawer).findByRole('button', { name: 'Switch landmark SIMULATION-130-00003' }));
  return switchDialog();
};
// By its title, not its name: under test every antd dialog gets the same title id, so the drawer's title names both.
const switchDialog = () =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText('Switch SIMULATION-130-00003 to another landmark'));
    expect(found).toBeTruthy();
    return found!;
  });

describe('Landmarks', () => {
  it('lists each landmark with its parent, position, file, robots by state, areas and users, and the way to create one', async () => {
    const calls = stubApi([
      ...TWO,
      answerFile(downloadLandmarkFileRoute, { body: 'LMK', type: 'application/octet-stream', filename: 'dock-a.lmk' }),
    ]);
    const { user } = await renderPage();
    const a = await rowOf('Dock A');
    for (const text of ['LMA01', 'Acme Tower', 'Latitude 31.2, longitude 121.5', 'dock-a.lmk', '2.0 KB', '4 robots'])
      expect(within(a).getByText(text)).toBeTruthy();
    for (const text of ['Idle 1', 'Working 1', 'Locked 1', 'Offline 1']) expect(within(a).getByText(text)).toBeTruthy();
    const cells = within(a).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(expect.arrayContaining(['2', '3']));

    const b = await rowOf('Dock B');
    for (const text of ['Not placed', 'No landmark file', '0 robots']) expect(within(b).getByText(text)).toBeTruthy();

    expect(
      screen.getByText(/New landmarks are created on the Organization screen: add a point-level organization with its landmark file\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Organization' }).getAttribute('href')).toBe('/contentPage/organization');
    expect(screen.getByText('Data as of')).toBeTruthy();
    expect(lastBody(calls, findLandmarksRoute)).toMatchObject({ page: 1 });

    await user.click(within(a).getByRole('button', { name: 'Download dock-a.lmk' }));
    await waitFor(() => expect(callsTo(calls, downloadLandmarkFileRoute, { id: 11 })).toHaveLength(1));
  });

  it('searches by keyword and says when nothing matches', async () => {
    stubApi(TWO);
    const { user } = await renderPage();
    await rowOf('Dock A');
    const calls = stubApi([ORG_TREE, answer(findLandmarksRoute, pageOf([]))]);
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('Search'), ' dock ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No landmark matches these filters; change or reset them.')).toBeTruthy();
    expect(lastBody(calls, findLandmarksRoute)).toMatchObject({ keyword: 'dock', page: 1 });
  });

  it('shows a landmark’s robots live, and offers the switch only to a robot that may leave, saying why not', async () => {
    stubApi(TWO);
    const { user } = await renderPage();
    await user.click(within(await rowOf('Dock A')).getByRole('button', { name: 'View Dock A' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Robots working at this landmark')).toBeTruthy();
    const working = within(drawer).getByRole('button', { name: `Switch landmark SIMULATION-130-00004: ${WORKING}` });
    expect(working.hasAttribute('disabled')).toBe(true);
    await user.hover(working.parentElement!);
    expect(await screen.findByText(WORKING)).toBeTruthy();
    const locked = within(drawer).getByRole('button', { name: /^Switch landmark SIMULATION-130-00005: / });
    expect(locked.getAttribute('aria-label')).toBe('Switch landmark SIMULATION-130-00005: The device is locked; unlock it first');
    for (const id of ['00003', '00006'])
      expect(
        within(drawer)
          .getByRole('button', { name: `Switch landmark SIMULATION-130-${id}` })
          .hasAttribute('disabled'),
      ).toBe(false);
  });

  it('switches a robot after saying what it archives, and says what was done from the answer', async () => {
    const done = { archivedMaps: 2, tasksOff: 1, reservationsCancelled: 0, leftArea: 'Tower A' };
    const calls = stubApi([...TWO, answer(switchLandmarkRoute, done)]);
    const { user } = await renderPage();
    const modal = await openSwitch(user);
    expect(within(modal).getByText('The switch takes the robot away from Dock A:')).toBeTruthy();
    for (const text of [
      /maps of this landmark are archived/,
      /scheduled tasks are switched off/,
      /pending reservations are cancelled/,
      /leaves that area/,
    ])
      expect(within(modal).getByText(text)).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Switch' }));
    expect(await within(modal).findByText('Choose the landmark to switch to')).toBeTruthy();
    expect(callsTo(calls, switchLandmarkRoute)).toHaveLength(0);

    // The dialog offers the other landmarks, not the robot's own.
    await user.click(within(modal).getByRole('combobox'));
    expect(await screen.findByTitle('Dock B · LMB02')).toBeTruthy();
    expect(screen.queryByTitle('Dock A · LMA01')).toBeNull();
    await pickOption(user, within(modal).getByRole('combobox'), 'Dock B · LMB02');
    await user.click(within(modal).getByRole('button', { name: 'Switch' }));
    expect(
      await screen.findByText(
        'SIMULATION-130-00003 now works at Dock B: 2 maps archived, 1 scheduled task switched off, it left the area Tower A.',
      ),
    ).toBeTruthy();
    expect(lastBody(calls, switchLandmarkRoute)).toEqual({ robotId: 3, orgId: 12 });
    await waitFor(() => expect(screen.queryByText('Switch SIMULATION-130-00003 to another landmark')).toBeNull());
  });

  it('shows the server’s refusal in words: in the dialog, or on the target when it names that field', async () => {
    stubApi([...TWO, refuse(switchLandmarkRoute, 'LANDMARK_UNCHANGED')]);
    const { user } = await renderPage();
    const modal = await openSwitch(user);
    await pickOption(user, within(modal).getByRole('combobox'), 'Dock B · LMB02');
    await user.click(within(modal).getByRole('button', { name: 'Switch' }));
    expect(await within(modal).findByText('The robot already works at this landmark; choose another one')).toBeTruthy();

    stubApi([
      ...TWO,
      refuse(switchLandmarkRoute, 'VALIDATION', undefined, { fields: [{ path: 'orgId', code: 'validation.landmarkNotPoint' }] }),
    ]);
    await user.click(within(modal).getByRole('button', { name: 'Switch' }));
    expect(await within(modal).findByText('Choose a landmark: an organization at point level')).toBeTruthy();
    expect(within(modal).queryByText('The robot already works at this landmark; choose another one')).toBeNull();
  });

  it('shows a viewer the landmarks only: no switch, no download, no way to the Organization screen', async () => {
    stubApi(TWO);
    const { user } = await renderPage(VIEWER_CODES);
    const a = await rowOf('Dock A');
    expect(within(a).getByText('dock-a.lmk')).toBeTruthy();
    expect(within(a).queryByRole('button', { name: 'Download dock-a.lmk' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to Organization' })).toBeNull();
    await user.click(within(a).getByRole('button', { name: 'View Dock A' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: 'SIMULATION-130-00003' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /^Switch landmark/ })).toBeNull();
  });

  it('says how to create the first landmark when there is none; a failed load says so and retries', async () => {
    stubApi([ORG_TREE, refuse(findLandmarksRoute, 'INTERNAL')]);
    const { user } = await renderPage();
    expect(await screen.findByText(/^The landmarks could not be loaded/)).toBeTruthy();
    stubApi([ORG_TREE, answer(findLandmarksRoute, pageOf([]))]);
    await user.click(screen.getByRole('button', { name: /Try again$/ }));
    expect(
      await screen.findByText(/^No landmarks yet — create a point-level organization with its landmark file on the Organization screen\./),
    ).toBeTruthy();
  });
});
