import {
  bindQrCodeRoute,
  createQrCodesRoute,
  discardQrCodeRoute,
  downloadQrCodesRoute,
  exportQrCodesRoute,
  findQrCodesRoute,
  getQrCodeRoute,
  unbindQrCodeRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLang } from '../../lib/i18n';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { exportQrCodesCsv } from './qr-code-export';
import { bindQrCode, createQrCodes, discardQrCode, downloadQrCodes, findQrCodes, getQrCodeByNumber, unbindQrCode } from './qr-code.service';

/** Device QR codes (spec §4, robotQrcode and its phone twin): `robotQrcode:*` over the caller's subtree. */
export const qrCodeRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findQrCodesRoute, ({ session, body }) => findQrCodes(db, session, body));
  registerRoute(app, getQrCodeRoute, ({ session, query }) => getQrCodeByNumber(db, session, query.number));
  registerRoute(app, createQrCodesRoute, ({ audit, session, body }) => createQrCodes(db, audit, session, body));
  registerRoute(app, bindQrCodeRoute, ({ audit, session, body }) => bindQrCode(db, audit, session, body));
  registerRoute(app, unbindQrCodeRoute, ({ audit, session, body }) => unbindQrCode(db, audit, session, body.id));
  registerRoute(app, discardQrCodeRoute, ({ audit, session, body }) => discardQrCode(db, audit, session, body.id));
  registerRoute(app, downloadQrCodesRoute, ({ session, body }) => downloadQrCodes(db, session, body.ids));
  registerDownloadRoute(app, exportQrCodesRoute, async ({ req, session, body }) => ({
    filename: `qr-codes-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: await exportQrCodesCsv(db, session, requestLang(req), body),
  }));
};
