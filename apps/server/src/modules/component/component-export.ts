import { COMPONENT_EXPORT_COLUMNS, componentCsvHeader, csvChunks, translate, type Lang, type TComponentListQuery } from '@fleet/contracts';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { pageComponents } from './component-resource.repository';

/** Rows read per query: the memory an export holds at once. */
const BATCH = 500;
/** The most rows one export writes: a whole inventory of a large manufacturer. */
export const COMPONENT_EXPORT_MAX_ROWS = 100_000;

/**
 * The filtered inventory as CSV (contracts' CSV rule), streamed in the list's order. Its first columns are
 * the import's, with labels in the caller's language, so the file can be edited and imported again.
 */
export const exportComponentsCsv = (db: Db, session: SessionContext, lang: Lang, f: Omit<TComponentListQuery, 'page' | 'pageSize'>) => {
  async function* batches() {
    for (let offset = 0; offset < COMPONENT_EXPORT_MAX_ROWS; offset += BATCH) {
      const rows = await pageComponents(db, session.orgPath, f, BATCH, offset);
      yield rows.map((r) => [
        r.model,
        translate(lang, `enums.ComponentSerialType.${r.serialType}`),
        r.serialNo,
        r.expiresAt ?? '',
        r.note,
        translate(lang, `enums.ComponentKind.${r.kind}`),
        translate(lang, `enums.ComponentState.${r.state}`),
        r.deviceNumber ?? '',
        r.updatedAt.toISOString(),
      ]);
      if (rows.length < BATCH) return;
    }
  }
  const header = COMPONENT_EXPORT_COLUMNS.map((c) => componentCsvHeader(lang, c));
  return Readable.from(csvChunks(header, batches(), { bom: true }));
};
