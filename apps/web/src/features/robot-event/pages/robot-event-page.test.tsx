import {
  findRobotEventsRoute,
  getRobotEventImageRoute,
  getRobotRejectionsRoute,
  listRobotEventTypesRoute,
  type TRejectionList,
  type TRobotEvent,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeDataNotice } from '../../../lib/live-cache';
import { pickOption } from '../../../test/antd';
import { answer, answerFile, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { formatTime } from '../../../lib/format';
import { renderWithApp } from '../../../test/render';
import { RobotEventPage } from './robot-event-page';

const ev = (id: number, over: Partial<TRobotEvent>): TRobotEvent => ({
  id,
  ts: '2026-11-22T05:00:00.000Z',
  type: 'obstacle',
  level: 'warning',
  code: null,
  message: null,
  accuracy: null,
  hasImage: false,
  receivedAt: '2026-11-22T05:00:01.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

const zeroCounts = { invalidJson: 0, schema: 0, tsOutOfWindow: 0, unknownTopic: 0, oversized: 0 };
const rejections = (data: TRejectionList = { list: [], counts: zeroCounts }) => answer(getRobotRejectionsRoute, data, { robotId: 3 });
const renderPage = () =>
  renderWithApp(
    <MemoryRouter initialEntries={['/x?robotId=3']}>
      <RobotEventPage />
    </MemoryRouter>,
  );

describe('robotEvent page', () => {
  it('shows type, level, accuracy and a picture to open for vision events', async () => {
    const calls = stubApi([
      answer(
        findRobotEventsRoute,
        pageOf([
          ev(2, { type: 'junk', level: 'info', accuracy: 0.913, hasImage: true, message: 'Litter' }),
          ev(1, { type: 'brandNewType', level: 'fault' }),
        ]),
        { id: 3 },
      ),
      answer(listRobotEventTypesRoute, ['brandNewType', 'junk'], { id: 3 }),
      rejections(),
      answerFile(
        getRobotEventImageRoute,
        { body: new Blob([new Uint8Array([0xff, 0xd8])]), type: 'image/jpeg', filename: 'x.jpg', inline: true },
        { eventId: 2 },
      ),
    ]);
    const { user } = await renderWithApp(
      <MemoryRouter initialEntries={['/x?robotId=3']}>
        <RobotEventPage />
      </MemoryRouter>,
    );
    const junk = (await screen.findByText('Litter recognised')).closest('tr')!;
    expect(within(junk).getByText('91.3 %')).toBeTruthy();
    expect(within(junk).getByText('Info')).toBeTruthy();
    // A type the console does not know yet is shown as the robot sent it.
    expect(screen.getByText('brandNewType').closest('tr')!.textContent).toContain('Fault');
    // Only an event that came with a picture offers one.
    expect(within(screen.getByText('brandNewType').closest('tr')!).queryByRole('button')).toBeNull();
    expect(callsTo(calls, getRobotEventImageRoute)).toHaveLength(0);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:picture', revokeObjectURL: () => undefined }));
    await user.click(within(junk).getByRole('button', { name: /View the picture of “Litter recognised”/ }));
    const img = await screen.findByRole('img', { name: 'Picture the robot took when it recognised “Litter recognised”' });
    expect(img.getAttribute('src')).toBe('blob:picture');
    expect(within(screen.getByRole('dialog')).getByText('Litter')).toBeTruthy();
  });

  it('filters by level and reloads when the hub says new events were stored', async () => {
    const calls = stubApi([
      answer(findRobotEventsRoute, pageOf([ev(1, {})]), { id: 3 }),
      answer(listRobotEventTypesRoute, ['obstacle'], { id: 3 }),
      rejections(),
    ]);
    const { client, user } = await renderWithApp(
      <MemoryRouter initialEntries={['/x?robotId=3']}>
        <RobotEventPage />
      </MemoryRouter>,
    );
    await screen.findByText('Obstacle ahead');
    const lists = () => callsTo(calls, findRobotEventsRoute, { id: 3 });
    const before = lists().length;
    writeDataNotice(client, 3, 'events');
    await waitFor(() => expect(lists().length).toBe(before + 1));
    await pickOption(user, screen.getByRole('combobox', { name: 'Level' }), 'Fault');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(calls, findRobotEventsRoute)).toMatchObject({ level: 'fault', page: 1 }));
    await user.click(screen.getByRole('checkbox', { name: 'Only events with a picture' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(calls, findRobotEventsRoute)).toMatchObject({ level: 'fault', withImage: true, page: 1 }));
  });
});

describe('robotEvent page: rejected messages', () => {
  const events = [answer(findRobotEventsRoute, pageOf([]), { id: 3 }), answer(listRobotEventTypesRoute, [], { id: 3 })];

  it('shows each refused message with its time, topic, reason in words, field and detail, and the counts by reason', async () => {
    const at = Date.UTC(2026, 10, 25, 8, 30, 5);
    stubApi([
      ...events,
      rejections({
        list: [
          {
            receivedAt: at,
            topic: 'fleet/R-1/up/telemetry',
            reason: 'tsOutOfWindow',
            field: 'ts',
            detail: '1764059405 is 55 years before',
          },
          { receivedAt: at - 1000, topic: 'fleet/R-1/up/foo', reason: 'unknownTopic', field: null, detail: 'up/foo is not a topic' },
        ],
        counts: { ...zeroCounts, tsOutOfWindow: 4, unknownTopic: 1 },
      }),
    ]);
    await renderPage();
    // The topic below the robot's own level, the whole topic on hover.
    const topic = await screen.findByText('up/telemetry');
    expect(topic.closest('[title]')?.getAttribute('title')).toBe('fleet/R-1/up/telemetry');
    const late = topic.closest('tr')!;
    expect(within(late).getByText('Timestamp outside the accepted range')).toBeTruthy();
    expect(within(late).getByText('ts')).toBeTruthy();
    expect(within(late).getByText('1764059405 is 55 years before')).toBeTruthy();
    expect(late.textContent).toContain(formatTime(at));
    const unknown = screen.getByText('up/foo').closest('tr')!;
    expect(within(unknown).getByText('Topic the protocol does not define')).toBeTruthy();
    expect(within(unknown).getByText('—')).toBeTruthy();
    const counts = screen.getByRole('list', { name: 'Refused messages by reason' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Timestamp outside the accepted range: 4', 'Topic the protocol does not define: 1']);
  });

  it('says so when nothing of the robot was refused, and reloads when the hub says new refusals were recorded', async () => {
    const calls = stubApi([...events, rejections()]);
    const { client } = await renderPage();
    expect(await screen.findByText('No message from this robot was refused.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Refused messages by reason' })).toBeNull();
    const reads = () => callsTo(calls, getRobotRejectionsRoute, { robotId: 3 }).length;
    const before = reads();
    writeDataNotice(client, 3, 'rejections');
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('leaves the events usable when the refusals cannot be read', async () => {
    stubApi([
      answer(findRobotEventsRoute, pageOf([ev(1, {})]), { id: 3 }),
      answer(listRobotEventTypesRoute, [], { id: 3 }),
      refuse(getRobotRejectionsRoute, 'NOT_FOUND', { robotId: 3 }),
    ]);
    await renderPage();
    expect(await screen.findByText('Obstacle ahead')).toBeTruthy();
    expect(screen.getByText('Rejected messages')).toBeTruthy();
  });
});
