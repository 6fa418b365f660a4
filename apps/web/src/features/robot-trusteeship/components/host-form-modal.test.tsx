import { sharedCatalogues, type TRobot } from '@fleet/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test/render';
import { HostFormModal } from './host-form-modal';

const { hostingRange, required } = sharedCatalogues.en.validation;
const ORGS = [{ id: 9, name: 'Harbour Mall', level: 4, code: 'HM' }];
const robot = { id: 3, deviceNumber: 'YJ-130-00003', alias: 'Lobby' } as TRobot;

afterEach(() => vi.unstubAllGlobals());

/** Types a date-time into a picker and commits it with Enter. */
const typeDate = (input: HTMLElement, text: string) => {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm');

const open = async () => {
  const calls = stubApi({ 'user-service/user/org/listTrustOrg': ORGS, 'robotinfo/trusteeship/host': null });
  const onClose = vi.fn();
  await renderWithApp(<HostFormModal open candidates={[robot]} preselected={[3]} onClose={onClose} />, ['robotTrusteeship:host']);
  const form = await screen.findByRole('form', { name: 'Host' });
  const [start, end] = within(form).getAllByRole('textbox').filter((i) => i.closest('.ant-picker'));
  return { calls, form, start: start!, end: end!, onClose };
};

const endError = (form: HTMLElement) => form.querySelector('#robot-host_endAt_help')?.textContent ?? '';

describe('host robots form', () => {
  it('asks for an end for a lease, refuses an end before the start and a trial longer than 90 days', async () => {
    const { calls, form, start, end } = await open();
    fireEvent.submit(form);
    await waitFor(() => expect(endError(form)).toBe(required));

    const s = dayjs().add(2, 'day').startOf('minute');
    typeDate(start, fmt(s));
    typeDate(end, fmt(s.subtract(1, 'hour')));
    fireEvent.submit(form);
    await waitFor(() => expect(endError(form)).toBe(hostingRange));

    fireEvent.click(within(form).getByText('Trial'));
    typeDate(end, fmt(s.add(91, 'day')));
    fireEvent.submit(form);
    await waitFor(() => expect(endError(form)).toBe(hostingRange));
    expect(calls.some((c) => c.path === 'robotinfo/trusteeship/host')).toBe(false);
  });

  it('sends a permanent hosting without an end', async () => {
    const { calls, form, start, onClose } = await open();
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Hosting organization' }));
    fireEvent.click(await screen.findByTitle('Harbour Mall (HM)'));
    fireEvent.click(within(form).getByText('Permanent'));
    const s = dayjs().add(1, 'hour').startOf('minute');
    typeDate(start, fmt(s));
    fireEvent.submit(form);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === 'robotinfo/trusteeship/host')?.body).toEqual({
      robotIds: [3], orgId: 9, type: 1, startAt: s.toISOString(), endAt: null,
    });
  });
});
