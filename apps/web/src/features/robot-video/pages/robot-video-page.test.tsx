import {
  getRobotConfigRoute,
  getRobotRoute,
  getVideoStatusRoute,
  setRobotConfigRoute,
  startRecordingRoute,
  stopRecordingRoute,
} from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSocket } from '../../../lib/live';
import { resetSession, signIn } from '../../../lib/session';
import { answer, callsTo, lastBody, stubApi, type Answer } from '../../../test/api';
import { commandFixture, robotConfigFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { RobotVideoPage } from './robot-video-page';
import { clip, JPEG_B64, robot, status } from './test-data';

/** The browser's WebSocket, faked: the page's live client opens it and we play the hub. */
class FakeSocket implements LiveSocket {
  static all: FakeSocket[] = [];
  sent: { type: string; robotId?: number }[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    setTimeout(() => this.onopen?.({}), 0);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  close() {}
  push(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  signIn('tok-video');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

const api = (...over: Answer[]) => [
  answer(getRobotRoute, robot()),
  answer(getVideoStatusRoute, status()),
  answer(getRobotConfigRoute, robotConfigFixture()),
  answer(startRecordingRoute, clip({ endedAt: null, startedAt: new Date().toISOString() })),
  answer(stopRecordingRoute, clip()),
  answer(setRobotConfigRoute, commandFixture('setConfig')),
  ...over,
];
const renderPage = (codes = ['robotOperate:view', 'robotOperate:video', 'robotOperate:config']) =>
  renderWithApp(
    <MemoryRouter initialEntries={['/operateContent/robotVideo?robotId=1']}>
      <Routes>
        <Route path="/operateContent/robotVideo" element={<RobotVideoPage />} />
      </Routes>
    </MemoryRouter>,
    codes,
  );
const socket = async () => {
  await waitFor(() => expect(FakeSocket.all[0]?.sent.some((m) => m.type === 'watchVideo')).toBe(true));
  return FakeSocket.all[0]!;
};

describe('robotVideo tab', () => {
  it('watches the robot, waits for the first frame, then shows each newest frame with its time', async () => {
    stubApi(api());
    const { unmount } = await renderPage();
    const ws = await socket();
    expect(ws.sent).toContainEqual({ type: 'watchVideo', robotId: 1 });
    expect(await screen.findByText('Waiting for the robot…')).toBeTruthy();
    const t0 = Date.parse('2030-01-02T03:04:05.120Z');
    act(() => ws.push({ type: 'frame', robotId: 1, ts: t0, jpeg: JPEG_B64 }));
    const img = (await screen.findByRole('img', { name: 'Live picture of robot Lobby' })) as HTMLImageElement;
    expect(img.src).toBe(`data:image/jpeg;base64,${JPEG_B64}`);
    const first = screen.getByTestId('frame-time').textContent;
    act(() => ws.push({ type: 'frame', robotId: 1, ts: t0 + 200, jpeg: JPEG_B64 }));
    await waitFor(() => expect(screen.getByTestId('frame-time').textContent).not.toBe(first));
    expect(screen.getByTestId('frame-time').textContent).toMatch(/\.320$/);
    // Frames of another robot are not this page's.
    act(() => ws.push({ type: 'frame', robotId: 2, ts: t0 + 9_000, jpeg: JPEG_B64 }));
    expect(screen.getByTestId('frame-time').textContent).toMatch(/\.320$/);
    unmount();
    expect(ws.sent.at(-1)).toEqual({ type: 'unwatchVideo', robotId: 1 });
  });

  it('shows the offline state instead of waiting, and the refusal of the hub', async () => {
    stubApi(api(answer(getRobotRoute, robot(false))));
    await renderPage();
    expect(await screen.findByText('The robot is offline: no live video')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Record/ }) as HTMLButtonElement).disabled).toBe(true);
    const ws = await socket();
    act(() => ws.push({ type: 'videoError', robotId: 1, code: 'PERMISSION_DENIED' }));
    expect(await screen.findByText('You have no permission to watch video')).toBeTruthy();
  });

  it('records: start shows the elapsed time, stop says the clip was saved', async () => {
    const calls = stubApi(api());
    const { client, user } = await renderPage();
    const record = (await screen.findByRole('button', { name: /Record/ })) as HTMLButtonElement;
    await waitFor(() => expect(record.disabled).toBe(false));
    await user.click(record);
    await waitFor(() => expect(callsTo(calls, startRecordingRoute).map((c) => c.body)).toEqual([{ robotId: 1 }]));
    stubApi(api(answer(getVideoStatusRoute, status({ recording: clip({ endedAt: null, startedAt: new Date().toISOString() }) }))));
    await act(() => client.invalidateQueries());
    expect(await screen.findByText(/Recording 00:0\d/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText('Recording saved: see Recorded video')).toBeTruthy();
  });

  it('shows the streaming version and asks before switching to 1.0', async () => {
    const calls = stubApi(api());
    const { user } = await renderPage();
    expect(await screen.findByText('640×360 at 5 fps')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '1.0' }));
    // The newest dialog with the title (antd may keep a closing copy in the DOM).
    const dialog = (await screen.findAllByText('Switch to streaming version 1.0?'))
      .map((e) => e.closest('.ant-modal'))
      .filter((e): e is HTMLElement => e !== null)
      .at(-1)!;
    expect(within(dialog).getByText(/no WebRTC/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(lastBody(calls, setRobotConfigRoute)).toEqual({ robotId: 1, values: { streamingVersion: 1 } }));
  });

  it('without the config code the version is shown but cannot be changed; without video no Record', async () => {
    stubApi(api());
    await renderPage(['robotOperate:view']);
    await screen.findByText('640×360 at 5 fps');
    expect((screen.getByRole('radio', { name: '1.0' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Record/ })).toBeNull();
  });
});
