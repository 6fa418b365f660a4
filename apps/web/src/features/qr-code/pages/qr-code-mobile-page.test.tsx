import { discardQrCodeRoute, getQrCodeRoute } from '@fleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { QrCodeMobilePage } from './qr-code-mobile-page';
import { BOUND, DISCARDED, QR_CODES, qrCodeFixture } from './test-data';

const Address = () => <output aria-label="address">{useLocation().search}</output>;
const renderPage = (entry = '/contentPageMobile/robotQrcodeMobile', codes = QR_CODES) =>
  renderWithApp(
    <MemoryRouter initialEntries={[entry]}>
      <QrCodeMobilePage />
      <Address />
    </MemoryRouter>,
    codes,
  );
const box = () => screen.getByRole('searchbox', { name: 'Type or scan a QR code number' });

describe('QR codes on a phone', () => {
  it('opens the code of ?code= (what a printed code holds): its state, device link and the actions it offers', async () => {
    const calls = stubApi([answer(getQrCodeRoute, qrCodeFixture(2, BOUND))]);
    await renderPage('/contentPageMobile/robotQrcodeMobile?code=QR0000000002');
    expect(await screen.findByRole('heading', { name: 'QR0000000002' })).toBeTruthy();
    expect(callsTo(calls, getQrCodeRoute)[0]?.query).toEqual({ number: 'QR0000000002' });
    expect(screen.getByText('Bound')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SIMULATION-130-00007' }).getAttribute('href')).toBe(
      '/contentPage/robotOperate/operateContent?robotId=7',
    );
    expect(screen.getByRole('button', { name: 'Unbind QR0000000002' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Discard QR0000000002' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bind QR0000000002' })).toBeNull();
  });

  it('reads the number from a typed or scanned address, puts it in the address bar, and says when text is no number', async () => {
    const calls = stubApi([answer(getQrCodeRoute, qrCodeFixture(1))]);
    const { user } = await renderPage();
    expect(screen.getByText(/^Type or scan a QR code number to see the device/)).toBeTruthy();
    await user.type(box(), 'YJ-130-00001{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/^“YJ-130-00001” is not a QR code number/),
    );
    expect(callsTo(calls, getQrCodeRoute)).toHaveLength(0);

    await user.clear(box());
    await user.type(box(), 'https://fleet.example.com/contentPageMobile/robotQrcodeMobile?code=qr0000000001{Enter}');
    expect(await screen.findByRole('heading', { name: 'QR0000000001' })).toBeTruthy();
    expect(callsTo(calls, getQrCodeRoute)[0]?.query).toEqual({ number: 'QR0000000001' });
    expect(screen.getByLabelText('address').textContent).toBe('?code=QR0000000001');
    expect((box() as HTMLInputElement).value).toBe('QR0000000001');
    expect(screen.getByRole('button', { name: 'Bind QR0000000001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard QR0000000001' })).toBeTruthy();
  });

  it('discards a free code after the confirmation, and shows a discarded one with nothing to do', async () => {
    stubApi([answer(getQrCodeRoute, qrCodeFixture(1))]);
    const { user } = await renderPage('/contentPageMobile/robotQrcodeMobile?code=QR0000000001');
    await user.click(await screen.findByRole('button', { name: 'Discard QR0000000001' }));
    expect(await screen.findByText(/^This is final/)).toBeTruthy();
    const calls = stubApi([answer(getQrCodeRoute, qrCodeFixture(1, DISCARDED)), answer(discardQrCodeRoute, null)]);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('This code is discarded: it can no longer be bound or used.')).toBeTruthy();
    expect(lastBody(calls, discardQrCodeRoute)).toEqual({ id: 1 });
    expect(screen.queryAllByRole('button', { name: /QR0000000001$/ })).toHaveLength(0);
  });

  it("says in words when the number is unknown or another organization's", async () => {
    stubApi([refuse(getQrCodeRoute, 'NOT_FOUND')]);
    await renderPage('/contentPageMobile/robotQrcodeMobile?code=QR0000000099');
    expect(await screen.findByText('No QR code QR0000000099 found')).toBeTruthy();
    expect(screen.getByText(/^Check the number\. Only codes of your organization/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull());
  });
});
