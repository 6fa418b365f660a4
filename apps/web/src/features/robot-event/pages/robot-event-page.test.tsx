import type { TListResult, TRobotEvent } from '@fleet/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeDataNotice } from '../../../lib/live-cache';
import { renderWithApp, stubApi } from '../../../test/render';
import { RobotEventPage } from './robot-event-page';

const ev = (id: number, over: Partial<TRobotEvent>): TRobotEvent => ({
  id, ts: '2026-11-22T05:00:00.000Z', type: 'obstacle', level: 'warning', code: null, message: null, accuracy: null, hasImage: false,
  receivedAt: '2026-11-22T05:00:01.000Z', ...over,
});
const page = (list: TRobotEvent[]): TListResult<TRobotEvent> => ({ list, total: list.length, page: 1, pageSize: 15 });

afterEach(() => vi.unstubAllGlobals());

describe('robotEvent page', () => {
  it('shows type, level, accuracy and a picture to open for vision events', async () => {
    stubApi({
      'robotinfo/event/list/3': page([ev(2, { type: 'junk', level: 'info', accuracy: 0.913, hasImage: true, message: 'Litter' }), ev(1, { type: 'brandNewType', level: 'fault' })]),
      'robotinfo/event/types/3': ['brandNewType', 'junk'],
    });
    const fetchImage = vi.fn(async () => new Response(new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }), { headers: { 'content-type': 'image/jpeg', 'content-disposition': 'inline; filename="x.jpg"' } }));
    await renderWithApp(<MemoryRouter initialEntries={['/x?robotId=3']}><RobotEventPage /></MemoryRouter>);
    const junk = (await screen.findByText('Litter recognised')).closest('tr')!;
    expect(within(junk).getByText('91.3 %')).toBeTruthy();
    expect(within(junk).getByText('Info')).toBeTruthy();
    // A type the console does not know yet is shown as the robot sent it.
    expect(screen.getByText('brandNewType').closest('tr')!.textContent).toContain('Fault');
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (String(input).includes('event/image/2') ? fetchImage() : original(input, init)));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:picture', revokeObjectURL: () => undefined }));
    fireEvent.click(within(junk).getByRole('button', { name: /View the picture of “Litter recognised”/ }));
    const img = await screen.findByRole('img', { name: 'Picture the robot took when it recognised “Litter recognised”' });
    expect(img.getAttribute('src')).toBe('blob:picture');
    expect(within(screen.getByRole('dialog')).getByText('Litter')).toBeTruthy();
  });

  it('filters by level and reloads when the hub says new events were stored', async () => {
    const calls = stubApi({ 'robotinfo/event/list/3': page([ev(1, {})]), 'robotinfo/event/types/3': ['obstacle'] });
    const { client } = await renderWithApp(<MemoryRouter initialEntries={['/x?robotId=3']}><RobotEventPage /></MemoryRouter>);
    await screen.findByText('Obstacle ahead');
    const lists = () => calls.filter((c) => c.path === 'robotinfo/event/list/3');
    const before = lists().length;
    writeDataNotice(client, 3, 'events');
    await waitFor(() => expect(lists().length).toBe(before + 1));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Level' }));
    fireEvent.click(await screen.findByTitle('Fault'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists().at(-1)?.body).toMatchObject({ level: 'fault', page: 1 }));
  });
});
