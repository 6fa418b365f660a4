import { hostRobotsRoute, listTrustOrgRoute, sharedCatalogues } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption, typeDate } from '../../../test/antd';
import { answer, callsTo, stubApi } from '../../../test/api';
import { robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { HostFormModal } from './host-form-modal';

const { hostingRange, required } = sharedCatalogues.en.validation;
const robot = robotFixture({ id: 3, deviceNumber: 'YJ-130-00003', alias: 'Lobby', simulated: false });

afterEach(() => vi.unstubAllGlobals());

const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm');

const open = async () => {
  const calls = stubApi([
    answer(listTrustOrgRoute, [{ id: 9, name: 'Harbour Mall', level: 4, code: 'HM' }]),
    answer(hostRobotsRoute, null),
  ]);
  const onClose = vi.fn();
  const { user } = await renderWithApp(<HostFormModal open candidates={[robot]} preselected={[3]} onClose={onClose} />, [
    'robotTrusteeship:host',
  ]);
  const form = await screen.findByRole('form', { name: 'Host' });
  const [start, end] = within(form)
    .getAllByRole<HTMLInputElement>('textbox')
    .filter((i) => i.closest('.ant-picker'));
  const submit = () => user.click(within(form).getByRole('button', { name: 'Host robots' }));
  return { calls, form, start: start!, end: end!, onClose, user, submit };
};

const endError = (form: HTMLElement) => form.querySelector('#robot-host_endAt_help')?.textContent ?? '';

describe('host robots form', () => {
  it('asks for an end for a lease, refuses an end before the start and a trial longer than 90 days', async () => {
    const { calls, form, start, end, user, submit } = await open();
    await submit();
    await waitFor(() => expect(endError(form)).toBe(required));

    const s = dayjs().add(2, 'day').startOf('minute');
    await typeDate(user, start, fmt(s));
    await typeDate(user, end, fmt(s.subtract(1, 'hour')));
    await submit();
    await waitFor(() => expect(endError(form)).toBe(hostingRange));

    await user.click(within(form).getByText('Trial'));
    await typeDate(user, end, fmt(s.add(91, 'day')));
    await submit();
    await waitFor(() => expect(endError(form)).toBe(hostingRange));
    expect(callsTo(calls, hostRobotsRoute)).toHaveLength(0);
  });

  it('sends a permanent hosting without an end', async () => {
    const { calls, form, start, onClose, user, submit } = await open();
    await pickOption(user, within(form).getByRole('combobox', { name: 'Hosting organization' }), 'Harbour Mall (HM)');
    await user.click(within(form).getByText('Permanent'));
    const s = dayjs().add(1, 'hour').startOf('minute');
    await typeDate(user, start, fmt(s));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(calls, hostRobotsRoute).map((c) => c.body)).toEqual([
      {
        robotIds: [3],
        orgId: 9,
        type: 1,
        startAt: s.toISOString(),
        endAt: null,
      },
    ]);
  });
});
