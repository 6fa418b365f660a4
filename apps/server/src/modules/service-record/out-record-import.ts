import {
  DEVICE_NUMBER_RE,
  importColumnOf,
  instantOfCell,
  OUT_RECORD_CSV_COLUMNS,
  OUT_RECORD_IMPORT_MAX_ROWS,
  OUT_RECORD_IMPORT_REQUIRED,
  translate,
  V,
  ZOutRecordSaveBody,
  type Lang,
  type TImportRowError,
  type TOutRecordCsvColumn,
  type TOutRecordImportBody,
  type TOutRecordImportResult,
  type TOutRecordImportRow,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { recordOperation } from '../../lib/audit';
import { dataRows, readCsvRows } from '../../lib/csv-read';
import type { AuditContext, SessionContext } from '../../lib/session';
import { productsByModel } from '../component/product.repository';
import { insertOutRecord, ownedRobotsByNumber, replaceOutRobots } from './out-record.repository';

type Cells = Record<TOutRecordCsvColumn, string>;
interface Checked extends TOutRecordImportRow {
  cells: Cells;
  at?: Date;
  productId?: number | null;
  robotIds: number[];
}

/** The message key of the contract's own rule for one text field, or none. */
const ruleError = (
  field: 'principal' | 'destination' | 'lidarModel' | 'batterySpec' | 'flowCard' | 'hardwareVersion' | 'remark',
  value: string,
) => {
  const r = ZOutRecordSaveBody.shape[field].safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

/** "Airport scrubber (AS2-130)" as an export writes it, or the model alone. */
const productModelOf = (cell: string) => /\(([^()]+)\)\s*$/.exec(cell)?.[1]?.trim() ?? cell;
const listed = (numbers: string[]) => (numbers.length > 10 ? `${numbers.slice(0, 10).join(', ')} …` : numbers.join(', '));

const checkCells = (line: number, c: Cells, timeZone: string): Checked => {
  const errors: TImportRowError[] = [];
  for (const f of ['principal', 'destination', 'lidarModel', 'batterySpec', 'flowCard', 'hardwareVersion', 'remark'] as const) {
    const required = f === 'principal' || f === 'destination';
    if (!required && !c[f]) continue;
    const code = ruleError(f, c[f]);
    if (code) errors.push({ field: f, code });
  }
  const at = c.shippedAt ? instantOfCell(c.shippedAt, timeZone) : undefined;
  if (!c.shippedAt) errors.push({ field: 'shippedAt', code: V.required });
  else if (!at) errors.push({ field: 'shippedAt', code: V.datetime });
  const numbers = [...new Set(c.deviceNumbers.split(/[\s,;，、]+/).filter(Boolean))];
  const bad = numbers.filter((n) => !DEVICE_NUMBER_RE.test(n));
  if (numbers.length === 0) errors.push({ field: 'deviceNumbers', code: V.required });
  else if (bad.length) errors.push({ field: 'deviceNumbers', code: V.deviceNumber });
  return {
    line,
    shippedAt: at?.toISOString() ?? c.shippedAt,
    principal: c.principal,
    destination: c.destination,
    deviceNumbers: numbers,
    product: c.productId,
    errors,
    cells: c,
    at,
    robotIds: [],
  };
};

const checkFile = async (tx: Tx, session: SessionContext, body: TOutRecordImportBody, lang: Lang) => {
  const read = readCsvRows(body.csv);
  if (!Array.isArray(read)) return { fileErrors: [read], rows: [] as Checked[] };
  const [header = [], ...rest] = read;
  const columns = header.map((h) => importColumnOf(OUT_RECORD_CSV_COLUMNS, h));
  const fileErrors: TImportRowError[] = OUT_RECORD_IMPORT_REQUIRED.filter((c) => !columns.includes(c)).map((c) => ({
    field: c,
    code: V.csvColumnMissing,
    vars: { column: translate(lang, `fields.${c}`) },
  }));
  const data = dataRows(rest);
  if (fileErrors.length === 0 && data.length === 0) fileErrors.push({ field: '', code: V.csvNoRows });
  if (data.length > OUT_RECORD_IMPORT_MAX_ROWS)
    fileErrors.push({ field: '', code: V.csvTooManyRows, vars: { max: OUT_RECORD_IMPORT_MAX_ROWS } });
  if (fileErrors.length > 0) return { fileErrors, rows: [] as Checked[] };

  const rows = data.map(({ line, cells }) => {
    const c = Object.fromEntries(OUT_RECORD_CSV_COLUMNS.map((k) => [k, ''])) as Cells;
    // Spreadsheet cells keep the padding a user never meant: cells are read trimmed.
    columns.forEach((col, i) => col && (c[col] = (cells[i] ?? '').trim()));
    return checkCells(line, c, body.timeZone ?? 'UTC');
  });
  // The caller's robots and products, asked once for the whole file.
  const robots = await ownedRobotsByNumber(tx, session.orgPath, [...new Set(rows.flatMap((r) => r.deviceNumbers))]);
  const byNumber = new Map(robots.map((r) => [r.deviceNumber, r]));
  const products = await productsByModel(tx, session.orgPath, [
    ...new Set(rows.filter((r) => r.product).map((r) => productModelOf(r.product))),
  ]);
  const byModel = new Map(products.map((p) => [p.model.toLowerCase(), p]));
  for (const r of rows) {
    if (r.errors.some((e) => e.field === 'deviceNumbers')) continue;
    const unknown = r.deviceNumbers.filter((n) => !byNumber.has(n));
    if (unknown.length) r.errors.push({ field: 'deviceNumbers', code: V.devicesUnknown, vars: { numbers: listed(unknown) } });
    r.robotIds = r.deviceNumbers.flatMap((n) => byNumber.get(n)?.id ?? []);
    if (!r.product) r.productId = null;
    else {
      const product = byModel.get(productModelOf(r.product).toLowerCase());
      if (!product) r.errors.push({ field: 'productId', code: V.productUnknown });
      else {
        r.productId = product.id;
        const other = r.deviceNumbers.filter((n) => byNumber.has(n) && byNumber.get(n)!.robotType !== product.robotType);
        if (other.length) r.errors.push({ field: 'deviceNumbers', code: V.productTypeMismatch, vars: { numbers: listed(other) } });
      }
    }
  }
  return { fileErrors: [], rows };
};

/**
 * A CSV of shipments (issue 16), one a line: every row is checked against the rules, the robots the
 * caller's subtree owns and its products. A dry run or a file with any problem writes nothing and
 * answers every row with its problems; otherwise all shipments are written together.
 */
export const importOutRecords = (db: Db, audit: AuditContext, session: SessionContext, lang: Lang, body: TOutRecordImportBody) =>
  db.transaction(async (tx): Promise<TOutRecordImportResult> => {
    const { fileErrors, rows } = await checkFile(tx, session, body, lang);
    const invalid = rows.filter((r) => r.errors.length > 0).length;
    const answer = (committed: boolean): TOutRecordImportResult => ({
      committed,
      total: rows.length,
      invalid,
      fileErrors,
      rows: rows.map(({ cells: _, at: __, productId: ___, robotIds: ____, ...r }) => r),
    });
    if (body.dryRun !== false || fileErrors.length > 0 || invalid > 0) return answer(false);
    for (const r of rows) {
      const id = await insertOutRecord(tx, {
        orgId: session.orgId,
        principal: r.principal,
        lidarModel: r.cells.lidarModel,
        batterySpec: r.cells.batterySpec,
        flowCard: r.cells.flowCard,
        hardwareVersion: r.cells.hardwareVersion,
        shippedAt: r.at!,
        destination: r.destination,
        remark: r.cells.remark,
        productId: r.productId ?? null,
        createdBy: session.userId,
        updatedBy: session.userId,
      });
      await replaceOutRobots(tx, id, r.robotIds);
    }
    await recordOperation(tx, {
      audit,
      action: 'outRecord.import',
      target: `outRecords ×${rows.length}`,
      result: 'success',
      detail: { count: rows.length },
    });
    return answer(true);
  });
