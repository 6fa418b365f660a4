import { findOutRecordsRoute, importOutRecordsRoute, type TOutRecordImportResult, type TOutRecordImportRow } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OutRecordPage } from './out-record-page';
import { OUT_RECORD_CODES, PRODUCTS } from './test-data';

const renderPage = (codes = OUT_RECORD_CODES) =>
  renderWithApp(
    <MemoryRouter>
      <OutRecordPage />
    </MemoryRouter>,
    codes,
  );

const csv =
  'Shipping time,Principal,Destination,Robots shipped\r\n' +
  '2030-03-04 09:30,Li Wei,Riverside Mall,YJ-130-00001 YJ-130-00002\r\n' +
  '2030-03-05 10:00,Zhang Min,Harbour Mall,YJ-130-00003\r\n';

const row = (line: number, over: Partial<TOutRecordImportRow> = {}): TOutRecordImportRow => ({
  line,
  shippedAt: '2030-03-04T01:30:00.000Z',
  principal: 'Li Wei',
  destination: 'Riverside Mall',
  deviceNumbers: ['YJ-130-00001', 'YJ-130-00002'],
  product: '',
  errors: [],
  ...over,
});

const result = (rows: TOutRecordImportRow[], committed = false): TOutRecordImportResult => ({
  committed,
  total: rows.length,
  invalid: rows.filter((r) => r.errors.length > 0).length,
  fileErrors: [],
  rows,
});

/** Opens the import from the toolbar and chooses the file; resolves with the dialog. */
const chooseFile = async (user: Awaited<ReturnType<typeof renderPage>>['user']) => {
  await user.click(await screen.findByRole('button', { name: /Import$/ }));
  const dialog = await screen.findByRole('dialog');
  await user.upload(within(dialog).getByLabelText('Choose a CSV file'), new File([csv], 'shipments.csv', { type: 'text/csv' }));
  return dialog;
};

describe('shipment import', () => {
  it('offers no Import to a viewer', async () => {
    stubApi([PRODUCTS, answer(findOutRecordsRoute, pageOf([]))]);
    await renderPage(['outRecord', 'outRecord:view', 'outRecord:export']);
    expect(await screen.findByText(/^No shipments recorded yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Import$/ })).toBeNull();
  });

  it("checks the chosen file in the browser's time zone and names a row's problem by its column, Import disabled", async () => {
    const unknown = { field: 'deviceNumbers', code: 'validation.devicesUnknown', vars: { numbers: 'YJ-130-00003' } };
    const calls = stubApi([
      PRODUCTS,
      answer(findOutRecordsRoute, pageOf([])),
      answer(
        importOutRecordsRoute,
        result([
          row(2),
          row(3, { principal: 'Zhang Min', destination: 'Harbour Mall', deviceNumbers: ['YJ-130-00003'], errors: [unknown] }),
        ]),
      ),
    ]);
    const { user } = await renderPage();
    const dialog = await chooseFile(user);
    expect(
      await within(dialog).findByText('Robots shipped: These device numbers are not robots of your organization: YJ-130-00003'),
    ).toBeTruthy();
    expect(within(dialog).getByText('2 rows, 1 with problems.')).toBeTruthy();
    expect(within(dialog).getByText('Harbour Mall')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import 2 shipments' }).hasAttribute('disabled')).toBe(true);
    expect(callsTo(calls, importOutRecordsRoute)).toHaveLength(1);
    expect(lastBody(calls, importOutRecordsRoute)).toEqual({
      csv,
      dryRun: true,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('imports a clean file with dryRun false, says how many, and refreshes the list', async () => {
    const rows = [row(2), row(3, { principal: 'Zhang Min', destination: 'Harbour Mall', deviceNumbers: ['YJ-130-00003'] })];
    stubApi([PRODUCTS, answer(findOutRecordsRoute, pageOf([])), answer(importOutRecordsRoute, result(rows))]);
    const { user } = await renderPage();
    const dialog = await chooseFile(user);
    expect(await within(dialog).findByText('Every row passed the check and can be imported.')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Import 2 shipments' });
    expect(submit.hasAttribute('disabled')).toBe(false);
    // The server now writes the file.
    const calls = stubApi([PRODUCTS, answer(findOutRecordsRoute, pageOf([])), answer(importOutRecordsRoute, result(rows, true))]);
    await user.click(submit);
    expect(await screen.findByText('2 shipments imported')).toBeTruthy();
    expect(lastBody(calls, importOutRecordsRoute)).toEqual({
      csv,
      dryRun: false,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await waitFor(() => expect(callsTo(calls, findOutRecordsRoute).length).toBeGreaterThan(0));
  });
});
