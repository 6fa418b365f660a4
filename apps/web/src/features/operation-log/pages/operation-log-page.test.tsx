import { sharedCatalogues, type TOperationLogEntry } from '@fleet/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi, type FetchCall } from '../../../test/render';
import { rangeRule, toFilters } from '../components/log-filters';
import { OperationLogPage } from './operation-log-page';

const entry: TOperationLogEntry = {
  id: 1, userId: 1, account: 'admin', orgId: 1, orgName: 'Platform HQ', action: 'organization.createBusiness',
  target: 'org:2 Acme', result: 'success', ip: '127.0.0.1', createdAt: '2026-01-02T03:04:05.000Z',
};
const LIST = 'user-service/operationLog/list';
const EXPORT = 'user-service/operationLog/export';
const api = {
  [LIST]: { list: [entry], total: 1, page: 1, pageSize: 15 },
  'user-service/operationLog/actions': ['auth.login', 'organization.createBusiness', 'robot.somethingNew'],
};

/** stubApi, plus the export route answering with a CSV file like the server does. */
const stubWithExport = () => {
  const calls = stubApi(api);
  const json = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith(EXPORT)) return json(input, init);
    calls.push({ method: init?.method ?? 'GET', path: EXPORT, body: JSON.parse(String(init?.body)) as unknown });
    return new Response('\uFEFFTime,Account\r\n', {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="operation-log-2026-01-02.csv"' },
    });
  });
  return calls;
};
const lastBody = (calls: FetchCall[], path: string) => calls.filter((c) => c.path === path).at(-1)?.body;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('operation log screen', () => {
  it('shows the action code with its label, the result tag, and no edit or delete action', async () => {
    stubApi(api);
    await renderWithApp(<OperationLogPage />, ['operationLog:view']);
    const row = (await screen.findByText('organization.createBusiness')).closest('tr')!;
    expect(within(row).getByText('Create business')).toBeTruthy();
    expect(within(row).getByText('Success')).toBeTruthy();
    expect(within(row).getByText('Platform HQ')).toBeTruthy();
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('sends the account and result filters from page 1, and the export uses the same filters', async () => {
    const calls = stubWithExport();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderWithApp(<OperationLogPage />, ['operationLog:view', 'operationLog:export']);
    await screen.findByText('organization.createBusiness');

    fireEvent.change(screen.getByRole('textbox', { name: 'Account' }), { target: { value: ' admin ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Result' }));
    fireEvent.click(await screen.findByTitle('Failure'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(calls, LIST)).toEqual({ account: 'admin', result: 'failure', page: 1, pageSize: 15 }));

    // Oldest first from the Time header: back to page 1, and the file follows the same order.
    fireEvent.click(screen.getByRole('columnheader', { name: 'Time' }));
    await waitFor(() => expect(lastBody(calls, LIST)).toEqual({ account: 'admin', result: 'failure', page: 1, pageSize: 15, sortField: 'time', sortOrder: 'asc' }));

    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(lastBody(calls, EXPORT)).toEqual({ account: 'admin', result: 'failure', sortField: 'time', sortOrder: 'asc' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('operation-log-2026-01-02.csv');
    expect(await screen.findByText('Exported operation-log-2026-01-02.csv')).toBeTruthy();
  });

  it('turns the date range into ISO strings covering whole days', () => {
    const start = dayjs('2026-03-01T15:00:00');
    const end = dayjs('2026-03-02T08:00:00');
    const f = toFilters({ account: '', range: [start, end] });
    expect(f).toEqual({ account: undefined, action: undefined, result: undefined, start: start.startOf('day').toISOString(), end: end.endOf('day').toISOString() });
    expect(f.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('refuses an end before the start with the contract message', async () => {
    const validate = (rangeRule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
    await expect(validate({}, [dayjs('2026-03-05'), dayjs('2026-03-01')])).rejects.toThrow(sharedCatalogues.en.validation.endBeforeStart);
    await expect(validate({}, [dayjs('2026-03-01'), dayjs('2026-03-05')])).resolves.toBeUndefined();
  });
});
