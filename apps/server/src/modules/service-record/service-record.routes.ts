import {
  createMaintainRecordRoute,
  createOutRecordRoute,
  deleteMaintainRecordRoute,
  deleteOutRecordRoute,
  exportMaintainRecordsRoute,
  exportOutRecordsRoute,
  findMaintainRecordsRoute,
  findOutRecordsRoute,
  importOutRecordsRoute,
  updateMaintainRecordRoute,
  updateOutRecordRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLang } from '../../lib/i18n';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { createMaintainRecord, deleteMaintainRecord, findMaintainRecords, updateMaintainRecord } from './maintain-record.service';
import { createOutRecord, deleteOutRecord, findOutRecords, updateOutRecord } from './out-record.service';
import { importOutRecords } from './out-record-import';
import { exportMaintainCsv, exportOutCsv } from './service-record.export';

const today = () => new Date().toISOString().slice(0, 10);

/** Maintenance and shipment records (issue 16): `maintainRecord:*` and `outRecord:*`. */
export const serviceRecordRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findMaintainRecordsRoute, ({ session, body }) => findMaintainRecords(db, session, body));
  registerRoute(app, createMaintainRecordRoute, ({ audit, session, body }) => createMaintainRecord(db, audit, session, body));
  registerRoute(app, updateMaintainRecordRoute, ({ audit, session, body }) => updateMaintainRecord(db, audit, session, body));
  registerRoute(app, deleteMaintainRecordRoute, ({ audit, session, params }) => deleteMaintainRecord(db, audit, session, params.id));
  registerDownloadRoute(app, exportMaintainRecordsRoute, async ({ req, session, body }) => ({
    filename: `maintenance-records-${today()}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: exportMaintainCsv(db, session, requestLang(req), body),
  }));
  registerRoute(app, findOutRecordsRoute, ({ session, body }) => findOutRecords(db, session, body));
  registerRoute(app, createOutRecordRoute, ({ audit, session, body }) => createOutRecord(db, audit, session, body));
  registerRoute(app, updateOutRecordRoute, ({ audit, session, body }) => updateOutRecord(db, audit, session, body));
  registerRoute(app, deleteOutRecordRoute, ({ audit, session, params }) => deleteOutRecord(db, audit, session, params.id));
  registerRoute(app, importOutRecordsRoute, ({ req, audit, session, body }) =>
    importOutRecords(db, audit, session, requestLang(req), body),
  );
  registerDownloadRoute(app, exportOutRecordsRoute, async ({ req, session, body }) => ({
    filename: `shipment-records-${today()}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: exportOutCsv(db, session, requestLang(req), body),
  }));
};
