import { csvChunks, nameOfType, QR_CODE_CSV_COLUMNS, translate, type Lang, type TQrCodeListQuery } from '@fleet/contracts';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { findRobotTypeOptions } from '../robot-type/robot-type.service';
import { pageQrCodes, type QrCodeRow } from './qr-code.repository';
import { listScope } from './qr-code.service';

/** Rows read per query: the memory an export holds at once. */
const BATCH = 500;
/** The most rows one export writes: every code a large fleet ever printed. */
export const QR_CODE_EXPORT_MAX_ROWS = 100_000;

/**
 * The filtered codes as CSV in the caller's language (contracts' CSV rule: formula-safe cells, BOM),
 * streamed in the list's order. The organisation filter is checked before the first byte, so a refusal
 * still comes as the envelope.
 */
export const exportQrCodesCsv = async (db: Db, session: SessionContext, lang: Lang, f: Omit<TQrCodeListQuery, 'page' | 'pageSize'>) => {
  const scope = await listScope(db, session, f.orgId);
  const types = new Map((await findRobotTypeOptions(db)).map((t) => [t.code, nameOfType(t, lang)]));
  const line = (r: QrCodeRow) => [
    r.number,
    translate(lang, `enums.QrCodeState.${r.state}`),
    r.deviceNumber ?? '',
    r.robotType === null ? '' : (types.get(r.robotType) ?? String(r.robotType)),
    r.boundAt?.toISOString() ?? '',
    r.downloads,
    r.orgName,
    r.createdAt.toISOString(),
  ];
  async function* batches() {
    for (let offset = 0; offset < QR_CODE_EXPORT_MAX_ROWS; offset += BATCH) {
      const rows = await pageQrCodes(db, scope, f, BATCH, offset);
      yield rows.map(line);
      if (rows.length < BATCH) return;
    }
  }
  // Headers as the forms name the fields (contracts' field labels).
  const header = QR_CODE_CSV_COLUMNS.map((c) => translate(lang, `fields.${c}`));
  return Readable.from(csvChunks(header, batches(), { bom: true }));
};
