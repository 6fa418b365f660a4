import { createDisplayLinkRoute, findDisplayLinksRoute, getLargeScreenSummaryRoute, revokeDisplayLinkRoute } from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, signIn } from '../../../lib/session';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { FakeSocket } from '../../../test/fake-socket';
import { renderWithApp } from '../../../test/render';
import { DisplayLinkCreated } from '../components/display-link-created';
import { displayLink, screenSummary } from '../large-screen-fixtures';
import { LargeScreenPage } from './large-screen-page';

const renderPage = (codes: string[]) =>
  renderWithApp(
    <MemoryRouter>
      <LargeScreenPage />
    </MemoryRouter>,
    codes,
  );

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  signIn('tok-user');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('large screen, signed in', () => {
  it('reads the summary with the session and offers no display links without largeScreen:display', async () => {
    const calls = stubApi([answer(getLargeScreenSummaryRoute, screenSummary())]);
    await renderPage(['largeScreen', 'largeScreen:view']);
    expect((await screen.findByTestId('robots-total')).textContent).toBe('14');
    expect(callsTo(calls, getLargeScreenSummaryRoute)[0]!.headers.Authorization).toBe('tok-user');
    expect(screen.getByRole('link', { name: /Back to the console/ }).getAttribute('href')).toBe('/contentPage');
    expect(screen.queryByRole('button', { name: /Display links/ })).toBeNull();
    // Without robotFault:view the hub would refuse fault notices: the socket (opened for the map's
    // fleet view, which largeScreen:view may hold) never asks for them.
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => FakeSocket.all[0]!.open());
    await waitFor(() => expect(FakeSocket.all[0]!.sent).toContainEqual({ type: 'subscribeFleet', filter: {} }));
    expect(FakeSocket.all[0]!.sent).not.toContainEqual({ type: 'subscribe', faults: true });
  });

  it('lists the links with their last use, asks for the organisation before creating one, and revokes one after confirming', async () => {
    const calls = stubApi([
      answer(getLargeScreenSummaryRoute, screenSummary()),
      answer(findDisplayLinksRoute, [
        displayLink(),
        displayLink({ id: 2, name: 'Old wall', state: 'revoked', lastUsedAt: '2026-11-20T10:00:00.000Z' }),
      ]),
      answer(revokeDisplayLinkRoute, null, { id: 3 }),
    ]);
    const { user } = await renderPage(['largeScreen', 'largeScreen:view', 'largeScreen:display']);
    await user.click(await screen.findByRole('button', { name: /Display links/ }));
    const dialog = await screen.findByRole('dialog');
    const lobby = (await within(dialog).findByText('Lobby wall')).closest('tr')!;
    expect(within(lobby).getByText('Never used')).toBeTruthy();
    expect(within(lobby).getByText('Active')).toBeTruthy();
    const old = within(dialog).getByText('Old wall').closest('tr')!;
    expect(within(old).getByText('Revoked')).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /^Revoke/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: /New display link/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The organisation is required: nothing is sent without it.
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(callsTo(calls, createDisplayLinkRoute)).toEqual([]);

    await user.click(within(lobby).getByRole('button', { name: 'Revoke Lobby wall' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke', exact: true } as never));
    await waitFor(() => expect(callsTo(calls, revokeDisplayLinkRoute, { id: 3 })).toHaveLength(1));
    expect(lastBody(calls, revokeDisplayLinkRoute)).toBeUndefined();
  });

  it('shows a new link as the full address of the display page, with a copy button', async () => {
    stubApi([]);
    await renderWithApp(<DisplayLinkCreated token="Tok_abc-123" onDone={() => undefined} />);
    expect(screen.getByTestId('display-link-url').textContent).toBe(`${window.location.origin}/largeScreen?display=Tok_abc-123`);
    expect(screen.getByText(/it is shown only once/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Copy/ })).toBeTruthy();
  });
});
