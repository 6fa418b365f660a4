import { createOutRecordRoute, findOutRecordsRoute } from '@fleet/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OutRecordMobilePage } from './out-record-mobile-page';
import { OUT_RECORD_CODES, outRecordFixture, PRODUCTS } from './test-data';

describe('shipment records on a phone', () => {
  it('shows each shipment as a card: destination, time, principal and robot count', async () => {
    stubApi([PRODUCTS, answer(findOutRecordsRoute, pageOf([outRecordFixture(1, { destination: 'Harbour Depot' })]))]);
    await renderWithApp(<OutRecordMobilePage />, OUT_RECORD_CODES);
    const title = await screen.findByRole('button', { name: 'Harbour Depot' });
    const card = title.closest('li')!;
    expect(within(card).getByText('Li Wei')).toBeTruthy();
    expect(within(card).getByText('3 robots')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'No more items' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the full-screen form from New shipment; a scanned number and Enter joins the list, without submitting', async () => {
    const calls = stubApi([PRODUCTS, answer(findOutRecordsRoute, pageOf([]))]);
    const { user } = await renderWithApp(<OutRecordMobilePage />, OUT_RECORD_CODES);
    expect(await screen.findByText(/^No shipments recorded yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /New shipment$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Principal')).toBeTruthy();
    expect(within(dialog).getByLabelText('Destination')).toBeTruthy();
    const scan = within(dialog).getByLabelText('Robots shipped');
    await user.type(scan, 'YJ-130-00001{Enter}');
    await user.type(scan, 'YJ-130-00002{Enter}');
    expect(await within(dialog).findByText('2 device numbers recognized')).toBeTruthy();
    expect((scan as HTMLInputElement).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Remove YJ-130-00001' }));
    expect(await within(dialog).findByText('1 device number recognized')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove YJ-130-00002' })).toBeTruthy();
    // Enter only added the number: a submit would have marked the empty required fields.
    expect(within(dialog).queryByText('This field is required')).toBeNull();
    expect(callsTo(calls, createOutRecordRoute)).toHaveLength(0);
  });
});
