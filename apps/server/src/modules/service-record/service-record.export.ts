import {
  csvChunks,
  OUT_RECORD_CSV_COLUMNS,
  translate,
  type Lang,
  type TMaintainRecordFilters,
  type TOutRecordFilters,
} from '@fleet/contracts';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { pageMaintainRecords } from './maintain-record.repository';
import { withReplacements } from './maintain-record.service';
import { pageOutRecords } from './out-record.repository';
import { withRobots } from './out-record.service';

/** Rows read per query, and the most one export writes. */
const BATCH = 500;
const MAX_ROWS = 100_000;

/** Streams `read` batch by batch as CSV with the columns' labels in `lang` (contracts' CSV rule, BOM). */
const streamCsv = <T>(lang: Lang, columns: string[], read: (limit: number, offset: number) => Promise<T[]>, line: (r: T) => unknown[]) => {
  async function* batches() {
    for (let offset = 0; offset < MAX_ROWS; offset += BATCH) {
      const rows = await read(BATCH, offset);
      yield rows.map(line);
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(
    csvChunks(
      columns.map((c) => translate(lang, `fields.${c}`)),
      batches(),
      { bom: true },
    ),
  );
};

const MAINTAIN_COLUMNS = [
  'deviceNumber',
  'alias',
  'maintainer',
  'maintainedAt',
  'category',
  'address',
  'cause',
  'problem',
  'phone',
  'replacements',
  'orgId',
];

/** The filtered maintenance records, one line each; replacements read "out SN (where) → in SN". */
export const exportMaintainCsv = (db: Db, session: SessionContext, lang: Lang, f: TMaintainRecordFilters) =>
  streamCsv(
    lang,
    MAINTAIN_COLUMNS,
    async (limit, offset) => withReplacements(db, await pageMaintainRecords(db, session.orgPath, f, limit, offset)),
    (r) => [
      r.deviceNumber,
      r.robotAlias,
      r.maintainer,
      r.maintainedAt,
      translate(lang, `enums.MaintainCategory.${r.category}`),
      r.address,
      r.cause,
      r.problem,
      r.phone,
      r.replacements
        .map((x) =>
          [
            x.removed ? `${x.removed.serialNo} (${translate(lang, `enums.RemovedTo.${x.removedTo}`)})` : '',
            x.installed ? x.installed.serialNo : '',
          ].join(' → '),
        )
        .join('; '),
      r.orgName,
    ],
  );

/** The filtered shipment records, one line each, the robots' device numbers in one cell: the import's columns (OUT_RECORD_CSV_COLUMNS). */
export const exportOutCsv = (db: Db, session: SessionContext, lang: Lang, f: TOutRecordFilters) =>
  streamCsv(
    lang,
    [...OUT_RECORD_CSV_COLUMNS],
    async (limit, offset) => withRobots(db, await pageOutRecords(db, session.orgPath, f, limit, offset)),
    (r) => [
      r.shippedAt,
      r.principal,
      r.destination,
      r.robots.map((x) => x.deviceNumber).join(' '),
      r.productName ? `${r.productName} (${r.productModel})` : '',
      r.lidarModel,
      r.batterySpec,
      r.flowCard,
      r.hardwareVersion,
      r.remark,
    ],
  );
