import { QrCodeState, type TQrCodeState } from '../enums/misc.enums';
import type { ErrorCodeName } from '../common/error-codes';

/**
 * Device QR codes (spec §4, the robotQrcode screen and its phone twin): the one place their rules are
 * written. A code is in use or discarded; an in-use code is bound to one device or free. A discarded
 * code is never used again (its number is never issued again either); only a free code can be
 * discarded, so a bound one must be unbound first; a device carries at most one code.
 */
export const QrCodeAction = { BIND: 'bind', UNBIND: 'unbind', DISCARD: 'discard' } as const;
export type TQrCodeAction = (typeof QrCodeAction)[keyof typeof QrCodeAction];

interface CodeState {
  state: TQrCodeState;
  robotId: number | null;
}

/** Why `action` is refused for a code in this state (an error code the screens explain), or null when it is allowed. */
export const qrCodeRefusal = (code: CodeState, action: TQrCodeAction): ErrorCodeName | null => {
  if (code.state === QrCodeState.DISCARDED) return 'QR_CODE_DISCARDED';
  if (action === QrCodeAction.UNBIND) return code.robotId === null ? 'QR_CODE_NOT_BOUND' : null;
  return code.robotId === null ? null : 'QR_CODE_BOUND';
};

/** The actions a code offers, in the order the screens list them. */
export const qrCodeActions = (code: CodeState): TQrCodeAction[] =>
  Object.values(QrCodeAction).filter((a) => qrCodeRefusal(code, a) === null);

/** Why a code's picture may not be drawn again (a download), or null: a discarded code is never printed again. */
export const qrCodeDownloadRefusal = (code: Pick<CodeState, 'state'>): ErrorCodeName | null =>
  code.state === QrCodeState.DISCARDED ? 'QR_CODE_DISCARDED' : null;

/** A code's number: QR and ten digits, issued in order by the server and never twice. */
export const QR_CODE_NUMBER = /^QR\d{10}$/;
export const qrCodeNumberOf = (seq: number) => `QR${String(seq).padStart(10, '0')}`;

/** Where the phone twin opens a scanned code: what a code's picture holds, after the console's address. */
export const QR_CODE_MOBILE_PATH = '/contentPageMobile/robotQrcodeMobile';
/** What a printed code holds: the phone twin's address with the number, so any camera app opens it. */
export const qrCodeContent = (origin: string, number: string) => `${origin}${QR_CODE_MOBILE_PATH}?code=${number}`;

/**
 * The number in what a scanner read or a user typed: the picture's address (qrCodeContent) or the bare
 * number, letter case and surrounding spaces aside; null when there is none.
 */
export const readQrCodeNumber = (text: string): string | null => {
  const t = text.trim();
  let candidate = t;
  const query = t.indexOf('?');
  if (query >= 0) candidate = new URLSearchParams(t.slice(query + 1)).get('code') ?? '';
  const n = candidate.trim().toUpperCase();
  return QR_CODE_NUMBER.test(n) ? n : null;
};
