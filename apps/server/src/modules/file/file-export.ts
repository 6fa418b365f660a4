import { csvChunks, FILE_CSV_HEADERS, FILE_EXPORT_MAX_ROWS, translate, type Lang } from '@fleet/contracts';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { pageFiles, type FileFilters } from './file.repository';

/** Rows read per query: the memory an export holds at once, whatever the size of the list. */
const BATCH = 500;

/**
 * The filtered files of the caller's subtree as CSV (contracts' CSV rule: formula-safe cells, BOM),
 * streamed a batch at a time in the list's order, at most FILE_EXPORT_MAX_ROWS rows. Batches are read
 * by offset: a file uploaded meanwhile may shift a row into the next batch, which an export tolerates.
 */
export const exportFilesCsv = (db: Db, session: SessionContext, lang: Lang, f: FileFilters) => {
  async function* batches() {
    for (let offset = 0; offset < FILE_EXPORT_MAX_ROWS; offset += BATCH) {
      const rows = await pageFiles(db, session.orgPath, f, Math.min(BATCH, FILE_EXPORT_MAX_ROWS - offset), offset);
      yield rows.map((r) => [
        r.number,
        r.name,
        translate(lang, `enums.FileKind.${r.kind}`),
        r.size,
        r.creator ?? '',
        r.orgName,
        r.createdAt.toISOString(),
      ]);
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(csvChunks(FILE_CSV_HEADERS[lang], batches(), { bom: true }));
};
