import { QrCodeState, qrCodeNumberOf } from '@fleet/contracts';
import { eq, sql } from 'drizzle-orm';
import { qrCodeNumbers, qrCodes } from '../src/db/schema';
import { API, call, type TestApp } from './helpers';

/** The QR code half of the tenancy matrix (modules/tenancy.test.ts): every operation of robotQrcode. */
export const QR_CODE_CODES = ['robotQrcode', ...['view', 'create', 'export', 'bind', 'unbind', 'discard'].map((o) => `robotQrcode:${o}`)];

/** QR code rows a refusal must leave untouched (SQL fragment of the matrix snapshot). */
export const qrCodeTablesHash = sql`coalesce((select string_agg(q::text, '|' order by q.id) from qr_codes q), '')`;

/** A free code of organisation `orgId`, placed directly: the create route issues to the caller's subtree only. */
export const placeQrCode = async (t: TestApp, orgId: number) => {
  const [seq] = (await t.database.db.execute<{ n: string }>(sql`select nextval(${qrCodeNumbers.seqName}::regclass) as n`)).rows;
  const [row] = await t.database.db
    .insert(qrCodes)
    .values({ number: qrCodeNumberOf(Number(seq!.n)), state: QrCodeState.IN_USE, orgId })
    .returning({ id: qrCodes.id });
  return row!.id;
};

/** The phone twin's read of a placed code, by the number a scan would give. */
export const qrCodeByNumber = async (t: TestApp, token: string, id: number) => {
  const [row] = await t.database.db.select({ number: qrCodes.number }).from(qrCodes).where(eq(qrCodes.id, id));
  return call(t.app, 'GET', `robotinfo/qrcode/byNumber?number=${row!.number}`, { token });
};

/** The CSV export answers a file on success and the envelope otherwise: both as the matrix reads them. */
export const qrCodeExport = async (t: TestApp, token: string, orgId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/robotinfo/qrcode/export`,
    headers: { authorization: token },
    payload: { orgId },
  });
  const isFile = /^text\/csv/.test(String(res.headers['content-type']));
  return { status: res.statusCode, body: isFile ? { code: 0, data: null } : (res.json() as { code: number; data: unknown }) };
};
