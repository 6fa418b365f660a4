import { createOutRecordRoute, findOutRecordsRoute, updateOutRecordRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OutRecordPage } from './out-record-page';
import { OUT_RECORD_CODES, outRecordFixture, PRODUCTS } from './test-data';

const renderPage = (codes = OUT_RECORD_CODES) =>
  renderWithApp(
    <MemoryRouter>
      <OutRecordPage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('shipment records', () => {
  it('lists a shipment with its product, its robot count and the first device numbers', async () => {
    stubApi([PRODUCTS, answer(findOutRecordsRoute, pageOf([outRecordFixture(1)]))]);
    await renderPage();
    const row = await rowOf('FC-1');
    expect(within(row).getByText('Riverside Mall')).toBeTruthy();
    expect(within(row).getByText('Cleaner Pro')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Show all 3 robots of this shipment' }).textContent).toBe('3 robots');
    expect(within(row).getByText('YJ-130-00001, YJ-130-00002 and 1 more')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Riverside Mall' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Riverside Mall' })).toBeTruthy();
  });

  it('says what to do when there is none yet, and offers no New or Export to a viewer', async () => {
    stubApi([PRODUCTS, answer(findOutRecordsRoute, pageOf([]))]);
    await renderPage(['outRecord', 'outRecord:view']);
    expect(await screen.findByText(/^No shipments recorded yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New shipment$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export$/ })).toBeNull();
  });

  it('parses pasted device numbers into a unique list and flags what is not one, sending nothing', async () => {
    const calls = stubApi([PRODUCTS, answer(findOutRecordsRoute, pageOf([]))]);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: /New shipment$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Robots shipped'));
    await user.paste('YJ-130-00001, YJ-130-00002\nYJ-130-00002 bad');
    expect(await within(dialog).findByText('2 device numbers recognized')).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: 'Robots of this shipment' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['bad', 'YJ-130-00001', 'YJ-130-00002']);
    expect(await within(dialog).findByText(/^"bad" is not a device number/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/^"bad" is not a device number/)).toBeTruthy();
    expect(callsTo(calls, createOutRecordRoute)).toHaveLength(0);
  });

  it("shows the server's unknown device numbers under the robots field", async () => {
    const unknown = { fields: [{ path: 'deviceNumbers', code: 'validation.devicesUnknown', vars: { numbers: 'YJ-130-99999' } }] };
    const calls = stubApi([
      PRODUCTS,
      answer(findOutRecordsRoute, pageOf([])),
      refuse(createOutRecordRoute, 'VALIDATION', undefined, unknown),
    ]);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: /New shipment$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Principal'), 'Li Wei');
    await user.type(within(dialog).getByLabelText('Destination'), 'Riverside Mall');
    await user.click(within(dialog).getByLabelText('Robots shipped'));
    await user.paste('YJ-130-00001\nYJ-130-99999\n');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('These device numbers are not robots of your organization: YJ-130-99999')).toBeTruthy();
    expect(lastBody(calls, createOutRecordRoute)).toMatchObject({
      principal: 'Li Wei',
      destination: 'Riverside Mall',
      deviceNumbers: ['YJ-130-00001', 'YJ-130-99999'],
    });
  });

  it('sends only what an edit changed (the same robots in another order are no change)', async () => {
    const calls = stubApi([PRODUCTS, answer(findOutRecordsRoute, pageOf([outRecordFixture(1)])), answer(updateOutRecordRoute, null)]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('FC-1')).getByRole('button', { name: 'Edit Riverside Mall' }));
    const dialog = await screen.findByRole('dialog');
    const principal = within(dialog).getByLabelText('Principal');
    await user.clear(principal);
    await user.type(principal, 'Zhang Min');
    const robots = within(dialog).getByLabelText('Robots shipped');
    await user.clear(robots);
    await user.click(robots);
    await user.paste('YJ-130-00003, YJ-130-00001 YJ-130-00002');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, updateOutRecordRoute)).toHaveLength(1));
    expect(lastBody(calls, updateOutRecordRoute)).toEqual({ id: 1, principal: 'Zhang Min' });
    expect(await screen.findByText('Shipment saved')).toBeTruthy();
  });
});
