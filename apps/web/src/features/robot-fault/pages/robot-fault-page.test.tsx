import {
  acknowledgeRobotFaultRoute,
  countRobotFaultsRoute,
  exportRobotFaultsRoute,
  findRobotFaultsRoute,
  resolveRobotFaultRoute,
  type TRobotFault,
} from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, signIn } from '../../../lib/session';
import { answer, answerFile, callsTo, lastBody, refuse, stubApi, type Answer } from '../../../test/api';
import { FakeSocket } from '../../../test/fake-socket';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotFaultPage } from './robot-fault-page';

const fault = (over: Partial<TRobotFault> = {}): TRobotFault => ({
  id: 7,
  robotId: 3,
  deviceNumber: 'SIMULATION-130-00003',
  robotAlias: 'Lobby',
  orgId: 2,
  orgName: 'Acme Tower',
  kind: 'event',
  code: 'brushStuck',
  level: 'fault',
  message: 'Brush blocked by hair',
  openedAt: '2026-11-25T08:00:00.000Z',
  lastSeenAt: '2026-11-25T08:05:00.000Z',
  occurrences: 2,
  state: 'open',
  acknowledgedBy: null,
  acknowledgedAt: null,
  acknowledgeNote: null,
  resolvedBy: null,
  resolvedAt: null,
  resolveNote: null,
  resolvedAuto: false,
  ...over,
});
const resolved = fault({
  id: 8,
  kind: 'connectivity',
  code: 'offline',
  level: 'warning',
  message: null,
  state: 'resolved',
  resolvedAt: '2026-11-25T09:00:00.000Z',
  resolvedAuto: true,
});
const api = (...over: Answer[]) => [
  answer(findRobotFaultsRoute, pageOf([fault(), resolved])),
  answer(countRobotFaultsRoute, { warning: 0, fault: 1, emergency: 0 }),
  answer(acknowledgeRobotFaultRoute, fault({ state: 'acknowledged', acknowledgedBy: 'admin' }), { id: 7 }),
  answer(resolveRobotFaultRoute, fault({ state: 'resolved', resolvedBy: 'admin' }), { id: 7 }),
  answerFile(exportRobotFaultsRoute, { body: '\uFEFFFault ID\r\n', type: 'text/csv; charset=utf-8', filename: 'faults-2026-11-25.csv' }),
  ...over,
];
const renderPage = (codes = ['robotFault:view', 'robotFault:edit', 'robotFault:export'], at = '/contentPage/robotFault') =>
  renderWithApp(
    <MemoryRouter initialEntries={[at]}>
      <RobotFaultPage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  signIn('tok-faults');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSession();
});

describe('fault center', () => {
  it('shows each fault in words with its level, state, robot, handling and the open counts per level', async () => {
    stubApi(api());
    await renderPage();
    const open = await rowOf('Side brush stuck');
    expect(within(open).getByRole('link', { name: 'Lobby' }).getAttribute('href')).toBe(
      '/contentPage/robotOperate/operateContent/robotEvent?robotId=3',
    );
    expect(within(open).getByText('Open')).toBeTruthy();
    expect(within(open).getByText('Not handled yet')).toBeTruthy();
    // Reported twice while open: how often and when last, in the opened cell.
    expect(within(open).getByText(/^Reported 2 times, last /)).toBeTruthy();
    const gone = await rowOf('Offline too long');
    expect(within(gone).getByText('Resolved automatically')).toBeTruthy();
    expect(
      within(gone)
        .getByRole('button', { name: /^Resolve .*This fault is already resolved$/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    const counts = screen.getByRole('group', { name: 'Open faults by level' });
    expect(within(counts).getByText('Open · Fault').closest('.ant-statistic')!.textContent).toBe('Open · Fault1');
  });

  it('resolves only with a note saying what was done, and says so', async () => {
    const calls = stubApi(api());
    const { user } = await renderPage();
    await user.click(within(await rowOf('Side brush stuck')).getByRole('button', { name: /^Resolve Lobby/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Say what was done, so the next person knows.')).toBeTruthy();
    expect(callsTo(calls, resolveRobotFaultRoute)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), '  Removed hair from the brush ');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(lastBody(calls, resolveRobotFaultRoute, { id: 7 })).toEqual({ note: 'Removed hair from the brush' }));
    expect(await screen.findByText('Resolved the fault of Lobby')).toBeTruthy();
  });

  it('says why an acknowledge was refused (someone was quicker) and reads the list again', async () => {
    const calls = stubApi(api(refuse(acknowledgeRobotFaultRoute, 'FAULT_ALREADY_ACKNOWLEDGED', { id: 7 })));
    const { user } = await renderPage();
    await user.click(within(await rowOf('Side brush stuck')).getByRole('button', { name: /^Acknowledge Lobby/ }));
    const dialog = await screen.findByRole('dialog');
    const before = callsTo(calls, findRobotFaultsRoute).length;
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText(/already been acknowledged/)).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, findRobotFaultsRoute).length).toBeGreaterThan(before));
  });

  it('opens filtered by the link that led here (keyword, state), and Reset shows every fault again', async () => {
    const calls = stubApi(api());
    const { user } = await renderPage(undefined, '/contentPage/robotFault?keyword=SIMULATION-130-00003&state=acknowledged&level=loud');
    await waitFor(() =>
      expect(lastBody(calls, findRobotFaultsRoute)).toMatchObject({ keyword: 'SIMULATION-130-00003', state: 'acknowledged' }),
    );
    expect(callsTo(calls, findRobotFaultsRoute).every((c) => (c.body as { keyword?: string }).keyword === 'SIMULATION-130-00003')).toBe(
      true,
    );
    expect(lastBody(calls, findRobotFaultsRoute)).not.toHaveProperty('level', 'loud');
    const search = screen.getByRole('search');
    expect(within(search).getByLabelText('Keyword')).toHaveProperty('value', 'SIMULATION-130-00003');
    expect(within(search).getByTitle('Acknowledged')).toBeTruthy();
    await user.click(within(search).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastBody(calls, findRobotFaultsRoute)).not.toHaveProperty('keyword'));
    expect(within(search).getByLabelText('Keyword')).toHaveProperty('value', '');
  });

  it('opens a new work order in My tickets filled with the device, the urgency of the fault and what happened', async () => {
    stubApi(api());
    const Probe = () => <output aria-label="address">{useLocation().search}</output>;
    const { user } = await renderWithApp(
      <MemoryRouter initialEntries={['/contentPage/robotFault']}>
        <Routes>
          <Route path="/contentPage/robotFault" element={<RobotFaultPage />} />
          <Route path="/contentPage/workOrderRecord" element={<Probe />} />
        </Routes>
      </MemoryRouter>,
      ['robotFault:view', 'workOrderRecord:create'],
    );
    await user.click(within(await rowOf('Side brush stuck')).getByRole('button', { name: /^Create a work order/ }));
    const params = new URLSearchParams((await screen.findByLabelText('address')).textContent ?? '');
    expect(Object.fromEntries(params)).toEqual({
      new: 'work_order',
      deviceNumber: 'SIMULATION-130-00003',
      level: '1',
      description: 'Side brush stuck: Brush blocked by hair',
    });
  });

  it('offers no action without robotFault:edit and no export without robotFault:export', async () => {
    stubApi(api());
    await renderPage(['robotFault:view']);
    const open = await rowOf('Side brush stuck');
    expect(within(open).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('subscribes to fault notices, and a fault opening elsewhere is announced and the list read again', async () => {
    const calls = stubApi(api());
    await renderPage();
    await screen.findByText('Side brush stuck');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', faults: true });
    const before = callsTo(calls, findRobotFaultsRoute).length;
    act(() => socket.push({ type: 'fault', faultId: 9, robotId: 4, kind: 'event', code: 'wheelStuck', level: 'emergency', state: 'open' }));
    expect(await screen.findByText('New fault: Emergency')).toBeTruthy();
    expect(screen.getByText('Drive wheel stuck. The list is up to date.')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, findRobotFaultsRoute).length).toBeGreaterThan(before));
    await waitFor(() => expect(callsTo(calls, countRobotFaultsRoute).length).toBeGreaterThan(1));
  });
});
