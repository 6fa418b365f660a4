import {
  exportOperationLogRoute,
  findOperationLogRoute,
  listOperationActionsRoute,
  sharedCatalogues,
  type TOperationLogEntry,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption, waitForTablesIdle } from '../../../test/antd';
import { answer, answerFile, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { rangeRule, toFilters } from '../components/log-filters';
import { OperationLogPage } from './operation-log-page';

const entry: TOperationLogEntry = {
  id: 1,
  userId: 1,
  account: 'admin',
  orgId: 1,
  orgName: 'Platform HQ',
  action: 'organization.createBusiness',
  target: 'org:2 Acme',
  result: 'success',
  ip: '127.0.0.1',
  createdAt: '2026-01-02T03:04:05.000Z',
};
const api = [
  answer(findOperationLogRoute, pageOf([entry])),
  answer(listOperationActionsRoute, ['auth.login', 'organization.createBusiness', 'robot.somethingNew']),
  // The export answers the CSV file itself, as the server does.
  answerFile(exportOperationLogRoute, {
    body: '\uFEFFTime,Account\r\n',
    type: 'text/csv; charset=utf-8',
    filename: 'operation-log-2026-01-02.csv',
  }),
];

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
    const calls = stubApi(api);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderWithApp(<OperationLogPage />, ['operationLog:view', 'operationLog:export']);
    await screen.findByText('organization.createBusiness');

    await user.type(screen.getByRole('textbox', { name: 'Account' }), ' admin ');
    await pickOption(user, screen.getByRole('combobox', { name: 'Result' }), 'Failure');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastBody(calls, findOperationLogRoute)).toEqual({ account: 'admin', result: 'failure', page: 1, pageSize: 15 }),
    );

    // Oldest first from the Time header: back to page 1, and the file follows the same order.
    await waitForTablesIdle();
    await user.click(screen.getByRole('columnheader', { name: 'Time' }));
    await waitFor(() =>
      expect(lastBody(calls, findOperationLogRoute)).toEqual({
        account: 'admin',
        result: 'failure',
        page: 1,
        pageSize: 15,
        sortField: 'time',
        sortOrder: 'asc',
      }),
    );

    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(lastBody(calls, exportOperationLogRoute)).toEqual({ account: 'admin', result: 'failure', sortField: 'time', sortOrder: 'asc' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('operation-log-2026-01-02.csv');
    expect(await screen.findByText('Exported operation-log-2026-01-02.csv')).toBeTruthy();
  });

  it('turns the date range into ISO strings covering whole days', () => {
    const start = dayjs('2026-03-01T15:00:00');
    const end = dayjs('2026-03-02T08:00:00');
    const f = toFilters({ account: '', range: [start, end] });
    expect(f).toEqual({
      account: undefined,
      action: undefined,
      result: undefined,
      start: start.startOf('day').toISOString(),
      end: end.endOf('day').toISOString(),
    });
    expect(f.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('refuses an end before the start with the contract message', async () => {
    const validate = (rangeRule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
    await expect(validate({}, [dayjs('2026-03-05'), dayjs('2026-03-01')])).rejects.toThrow(sharedCatalogues.en.validation.endBeforeStart);
    await expect(validate({}, [dayjs('2026-03-01'), dayjs('2026-03-05')])).resolves.toBeUndefined();
  });
});
