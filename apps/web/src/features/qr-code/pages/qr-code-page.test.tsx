import {
  bindQrCodeRoute,
  createQrCodesRoute,
  discardQrCodeRoute,
  downloadQrCodesRoute,
  findQrCodesRoute,
  unbindQrCodeRoute,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { QrCodePage } from './qr-code-page';
import { BOUND, DISCARDED, ORG_TREE, QR_CODES, qrCodeFixture } from './test-data';

const renderPage = (codes = QR_CODES, entry = '/contentPage/robotQrcode') =>
  renderWithApp(
    <MemoryRouter initialEntries={[entry]}>
      <QrCodePage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const THREE = answer(findQrCodesRoute, pageOf([qrCodeFixture(1), qrCodeFixture(2, BOUND), qrCodeFixture(3, DISCARDED)]));

afterEach(() => vi.restoreAllMocks());

describe('QR codes (desktop)', () => {
  it('lists each code with its state in words and offers only what the rules allow: free, bound, discarded', async () => {
    stubApi([ORG_TREE, THREE]);
    await renderPage();
    const free = await rowOf('QR0000000001');
    expect(within(free).getByText('In use')).toBeTruthy();
    expect(within(free).getByText('Unbound')).toBeTruthy();
    for (const name of ['Download', 'Bind', 'Discard'])
      expect(within(free).getByRole('button', { name: `${name} QR0000000001` })).toBeTruthy();
    expect(within(free).queryByRole('button', { name: 'Unbind QR0000000001' })).toBeNull();

    const bound = await rowOf('QR0000000002');
    expect(within(bound).getByText('Bound')).toBeTruthy();
    expect(within(bound).getByRole('link', { name: 'SIMULATION-130-00007' }).getAttribute('href')).toBe(
      '/contentPage/robotOperate/operateContent?robotId=7',
    );
    expect(within(bound).getByText('Lobby sweeper · Model 130')).toBeTruthy();
    expect(within(bound).getByText('Ann Lee')).toBeTruthy();
    expect(within(bound).getByRole('button', { name: 'Unbind QR0000000002' })).toBeTruthy();
    for (const name of ['Bind', 'Discard']) expect(within(bound).queryByRole('button', { name: `${name} QR0000000002` })).toBeNull();

    const discarded = await rowOf('QR0000000003');
    expect(within(discarded).getByText('Discarded')).toBeTruthy();
    expect(within(discarded).getByText(/^Discarded by admin at /)).toBeTruthy();
    expect(within(discarded).queryAllByRole('button', { name: /QR0000000003$/ })).toHaveLength(0);
    expect((within(discarded).getByRole('checkbox', { name: 'Select QR0000000003' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('shows a viewer the list without Issue, Download, Export or any action', async () => {
    stubApi([ORG_TREE, THREE]);
    await renderPage(['robotQrcode', 'robotQrcode:view']);
    const free = await rowOf('QR0000000001');
    expect(within(free).queryAllByRole('button', { name: /QR0000000001$/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Issue codes$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /selected$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export CSV$/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select QR0000000001' })).toBeNull();
  });

  it('issues 1 to 200 codes: 0 and 201 are refused in words, 3 names the first and last and selects them', async () => {
    const calls = stubApi([
      ORG_TREE,
      answer(findQrCodesRoute, pageOf([])),
      answer(createQrCodesRoute, { ids: [4, 5, 6], first: 'QR0000000004', last: 'QR0000000006' }),
    ]);
    const { user } = await renderPage();
    expect(await screen.findByText(/^No QR codes yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Issue codes$/ }));
    const dialog = await screen.findByRole('dialog');
    const count = within(dialog).getByLabelText('Quantity');
    for (const wrong of ['0', '201']) {
      await user.clear(count);
      await user.type(count, wrong);
      await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
      expect(await within(dialog).findByText('Enter a whole number of codes from 1 to 200')).toBeTruthy();
      expect(callsTo(calls, createQrCodesRoute)).toHaveLength(0);
    }
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(callsTo(calls, createQrCodesRoute)).toHaveLength(1));
    expect(lastBody(calls, createQrCodesRoute)).toEqual({ count: 3 });
    expect(await screen.findByText(/^Issued 3 codes: QR0000000004 to QR0000000006\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download 3 selected$/ })).toBeTruthy();
  });

  it('binds by a scanned device number (Enter submits) and shows the refusal on the field', async () => {
    const calls = stubApi([ORG_TREE, THREE, refuse(bindQrCodeRoute, 'QR_CODE_DEVICE_HAS_CODE')]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('QR0000000001')).getByRole('button', { name: 'Bind QR0000000001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bind QR0000000001')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Device number'), ' SIMULATION-130-00009 {Enter}');
    await waitFor(() => expect(callsTo(calls, bindQrCodeRoute)).toHaveLength(1));
    expect(lastBody(calls, bindQrCodeRoute)).toEqual({ id: 1, deviceNumber: 'SIMULATION-130-00009' });
    const field = within(dialog).getByLabelText('Device number').closest('.ant-form-item')!;
    expect(
      await within(field as HTMLElement).findByText('This device already carries another QR code; unbind that code first'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('discards only after a confirmation that says it is final, and unbinds after its own', async () => {
    const calls = stubApi([ORG_TREE, THREE, answer(discardQrCodeRoute, null), answer(unbindQrCodeRoute, null)]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('QR0000000001')).getByRole('button', { name: 'Discard QR0000000001' }));
    const ask = await screen.findByRole('tooltip');
    expect(within(ask).getByText('Discard QR0000000001?')).toBeTruthy();
    expect(within(ask).getByText(/^This is final: the code and its number are never used again/)).toBeTruthy();
    expect(callsTo(calls, discardQrCodeRoute)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(lastBody(calls, discardQrCodeRoute)).toEqual({ id: 1 }));
    expect(await screen.findByText('QR0000000001 is discarded and will never be used again')).toBeTruthy();

    await user.click(within(await rowOf('QR0000000002')).getByRole('button', { name: 'Unbind QR0000000002' }));
    const unbind = (await screen.findAllByRole('tooltip')).find((t) => within(t).queryByText('Unbind QR0000000002?'))!;
    expect(within(unbind).getByText(/released from SIMULATION-130-00007/)).toBeTruthy();
    await user.click(within(unbind).getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(lastBody(calls, unbindQrCodeRoute)).toEqual({ id: 2 }));
  });

  it('downloads: counts first, then draws each code the server answered with its number under it', async () => {
    const calls = stubApi([ORG_TREE, THREE, answer(downloadQrCodesRoute, [qrCodeFixture(1, { downloads: 1 })])]);
    const texts: string[] = [];
    const context = { fillRect: vi.fn(), strokeRect: vi.fn(), setLineDash: vi.fn(), fillText: (s: string) => texts.push(s) };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:sheet');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await renderPage();
    await user.click(within(await rowOf('QR0000000001')).getByRole('button', { name: 'Download QR0000000001' }));
    await waitFor(() => expect(saved).toEqual(['QR code QR0000000001.png']));
    expect(lastBody(calls, downloadQrCodesRoute)).toEqual({ ids: [1] });
    expect(texts).toEqual(['QR0000000001']);
    expect(context.fillRect.mock.calls.length).toBeGreaterThan(100);
    expect(await screen.findByText('Downloaded 1 code: QR code QR0000000001.png')).toBeTruthy();
  });

  it('opened with a scanned address, lists that code; a failed load says so and retries', async () => {
    const calls = stubApi([ORG_TREE, refuse(findQrCodesRoute, 'INTERNAL')]);
    const { user } = await renderPage(QR_CODES, '/contentPage/robotQrcode?code=qr0000000002');
    expect(await screen.findByText(/^The QR codes could not be loaded/)).toBeTruthy();
    expect(lastBody(calls, findQrCodesRoute)).toMatchObject({ keyword: 'QR0000000002', page: 1 });
    expect((within(screen.getByRole('search')).getByLabelText('Search') as HTMLInputElement).value).toBe('QR0000000002');
    stubApi([ORG_TREE, THREE]);
    await user.click(screen.getByRole('button', { name: /Try again$/ }));
    expect(await rowOf('QR0000000002')).toBeTruthy();
  });
});
