import { describe, expect, it } from 'vitest';
import { QrCodeState } from '../enums';
import { ZQrCodeCreateBody, ZQrCodeNumberQuery } from './qr-code.schema';
import { qrCodeActions, qrCodeContent, qrCodeDownloadRefusal, qrCodeNumberOf, qrCodeRefusal, readQrCodeNumber } from './qr-code.rules';

const free = { state: QrCodeState.IN_USE, robotId: null };
const bound = { state: QrCodeState.IN_USE, robotId: 7 };
const discarded = { state: QrCodeState.DISCARDED, robotId: null };

describe('QR code rules (spec §4)', () => {
  it('binds and discards only a free code, unbinds only a bound one, and a discarded code allows nothing', () => {
    expect(qrCodeActions(free)).toEqual(['bind', 'discard']);
    expect(qrCodeActions(bound)).toEqual(['unbind']);
    expect(qrCodeActions(discarded)).toEqual([]);
    expect(qrCodeRefusal(bound, 'discard')).toBe('QR_CODE_BOUND');
    expect(qrCodeRefusal(bound, 'bind')).toBe('QR_CODE_BOUND');
    expect(qrCodeRefusal(free, 'unbind')).toBe('QR_CODE_NOT_BOUND');
    for (const a of ['bind', 'unbind', 'discard'] as const) expect(qrCodeRefusal(discarded, a)).toBe('QR_CODE_DISCARDED');
    expect([free, bound, discarded].map(qrCodeDownloadRefusal)).toEqual([null, null, 'QR_CODE_DISCARDED']);
  });

  it('numbers codes QR and ten digits, and reads a number back from a scanned address or typed text', () => {
    expect(qrCodeNumberOf(42)).toBe('QR0000000042');
    const content = qrCodeContent('https://fleet.example.com', 'QR0000000042');
    expect(content).toBe('https://fleet.example.com/contentPageMobile/robotQrcodeMobile?code=QR0000000042');
    expect(readQrCodeNumber(content)).toBe('QR0000000042');
    expect(readQrCodeNumber('  qr0000000042 ')).toBe('QR0000000042');
    expect(readQrCodeNumber('QR42')).toBeNull();
    expect(readQrCodeNumber('https://x.test/?other=QR0000000042')).toBeNull();
    expect(readQrCodeNumber('YJ-130-00001')).toBeNull();
  });

  it('refuses a batch outside 1–200 and a malformed number with a message key', () => {
    expect(ZQrCodeCreateBody.safeParse({ count: 200 }).success).toBe(true);
    for (const count of [0, 201, 1.5, '3']) {
      const r = ZQrCodeCreateBody.safeParse({ count });
      expect(r.error?.issues[0]?.message).toBe('validation.qrCount');
    }
    expect(ZQrCodeNumberQuery.parse({ number: ' qr0000000001 ' }).number).toBe('QR0000000001');
    expect(ZQrCodeNumberQuery.safeParse({ number: 'QR1' }).error?.issues[0]?.message).toBe('validation.qrCodeNumber');
  });
});
