import { getLargeScreenSummaryRoute } from '@fleet/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenSummary } from '../features/large-screen/large-screen-fixtures';
import { setDisplayToken } from '../lib/display-token';
import { resetSession, sessionStore } from '../lib/session';
import { answer, callsTo, refuse, stubApi } from '../test/api';
import { FakeSocket } from '../test/fake-socket';
import { renderWithApp } from '../test/render';
import { LargeScreenRoute } from './large-screen-route';

const renderAt = (url: string) =>
  renderWithApp(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/largeScreen" element={<LargeScreenRoute signedIn={<p>signed-in screen</p>} />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  resetSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setDisplayToken(null);
});

describe('/largeScreen?display=…', () => {
  it('reads the summary with the display token instead of a session and shows the fleet', async () => {
    const calls = stubApi([answer(getLargeScreenSummaryRoute, screenSummary())]);
    await renderAt('/largeScreen?display=tok-wall');
    expect((await screen.findByTestId('robots-total')).textContent).toBe('14');
    expect(screen.getByText('Showing: Harbour Cleaning')).toBeTruthy();
    expect(document.querySelector('[data-state="working"]')!.textContent).toBe('Working6');
    expect(document.querySelector('[data-site="4"]')!.textContent).toContain('Terminal 2');
    expect(document.querySelector('[data-fault="31"]')!.textContent).toContain('Side brush stuck');
    // jsdom has no WebGL: the map panel falls back to the list of sites, saying why.
    expect(document.querySelector('[data-slot="site-list"]')).not.toBeNull();
    const [call] = callsTo(calls, getLargeScreenSummaryRoute);
    expect(call!.headers['X-Display-Token']).toBe('tok-wall');
    expect(call!.headers.Authorization).toBeUndefined();
    expect(screen.queryByText('signed-in screen')).toBeNull();
  });

  it('authenticates the live socket with the display token and re-reads on a fault notice', async () => {
    const calls = stubApi([answer(getLargeScreenSummaryRoute, screenSummary())]);
    await renderAt('/largeScreen?display=tok-wall');
    await screen.findByTestId('robots-total');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'tok-wall', kind: 'display' });
    expect(socket.sent).toContainEqual({ type: 'subscribe', faults: true });
    const before = callsTo(calls, getLargeScreenSummaryRoute).length;
    act(() => socket.push({ type: 'fault', faultId: 40, robotId: 9, kind: 'event', code: 'E-WHEEL', level: 'emergency', state: 'open' }));
    await waitFor(() => expect(callsTo(calls, getLargeScreenSummaryRoute).length).toBeGreaterThan(before));
  });

  it('says the link ended, without the signed-out dialog, when the server refuses it', async () => {
    stubApi([refuse(getLargeScreenSummaryRoute, 'DISPLAY_LINK_ENDED')]);
    await renderAt('/largeScreen?display=tok-old');
    expect((await screen.findByRole('alert')).textContent).toBe('This display link was revoked or has expired. Ask for a new link.');
    expect(sessionStore.get().dialogOut).toBe(false);
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
  });

  it('is the guarded signed-in screen without the parameter', async () => {
    const calls = stubApi([]);
    await renderAt('/largeScreen');
    expect(await screen.findByText('signed-in screen')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
