import {
  COMPONENT_IMPORT_MAX_ROWS,
  COMPONENT_IMPORT_REQUIRED,
  ComponentEvent,
  ComponentSerialType,
  ComponentState,
  componentCsvHeader,
  componentImportColumn,
  isYmd,
  LANGS,
  translate,
  V,
  ZComponentSaveBody,
  type Lang,
  type TComponentImportBody,
  type TComponentImportResult,
  type TComponentImportRow,
  type TComponentImportColumn,
  type TComponentSerialType,
  type TImportRowError,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { recordOperation } from '../../lib/audit';
import { dataRows, readCsvRows } from '../../lib/csv-read';
import type { AuditContext, SessionContext } from '../../lib/session';
import { insertComponentEvents, insertComponents, modelsByNumber, takenSerials } from './component-resource.repository';
import { uniqueSerial } from './component-resource.service';

type Cells = Record<TComponentImportColumn, string>;
interface Checked extends TComponentImportRow {
  componentModelId?: number;
  value: { serialType: TComponentSerialType; expiresAt: string | null };
}

/** A serial type as written in a file: its key or its label in any language, letter case aside. */
const serialTypeOf = (cell: string): TComponentSerialType | undefined => {
  const c = cell.toLowerCase();
  return Object.values(ComponentSerialType).find(
    (t) => t === c || LANGS.some((l) => translate(l, `enums.ComponentSerialType.${t}`).toLowerCase() === c),
  );
};

/** Spreadsheets write days as 2027/6/30 or 2027.6.30: read them as 2027-06-30 when that day exists. */
const dayOf = (cell: string) => {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(cell);
  const day = m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : '';
  return isYmd(day) ? day : undefined;
};

/** The field's own rule from the contract: the message key of the first problem, or none. */
const ruleError = (field: 'serialNo' | 'note', value: string) => {
  const r = ZComponentSaveBody.shape[field].safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

/** Each row's own problems (the cells alone): the catalogue and the inventory are asked afterwards, once for all rows. */
const checkCells = (line: number, c: Cells, lang: Lang): Checked => {
  const errors: TImportRowError[] = [];
  if (!c.model) errors.push({ field: 'model', code: V.required });
  else if (c.model.length > 32) errors.push({ field: 'model', code: V.tooLong });
  const serialErr = ruleError('serialNo', c.serialNo);
  if (serialErr) errors.push({ field: 'serialNo', code: serialErr });
  const serialType = c.serialType ? serialTypeOf(c.serialType) : ComponentSerialType.FACTORY;
  if (!serialType) {
    const values = Object.values(ComponentSerialType)
      .map((t) => translate(lang, `enums.ComponentSerialType.${t}`))
      .join(' / ');
    errors.push({ field: 'serialType', code: 'validation.oneOf', vars: { values } });
  }
  const expiresAt = c.expiresAt ? dayOf(c.expiresAt) : null;
  if (expiresAt === undefined) errors.push({ field: 'expiresAt', code: V.ymd });
  const noteErr = c.note ? ruleError('note', c.note) : undefined;
  if (noteErr) errors.push({ field: 'note', code: noteErr });
  return { line, ...c, errors, value: { serialType: serialType ?? ComponentSerialType.FACTORY, expiresAt: expiresAt ?? null } };
};

/** Reads and checks a whole file: problems of the file itself, or every row with its own problems. */
const checkFile = async (tx: Tx, session: SessionContext, csv: string, lang: Lang) => {
  const read = readCsvRows(csv);
  if (!Array.isArray(read)) return { fileErrors: [read], rows: [] as Checked[] };
  const [header = [], ...body] = read;
  const columns = header.map(componentImportColumn);
  const missing = COMPONENT_IMPORT_REQUIRED.filter((c) => !columns.includes(c));
  const fileErrors: TImportRowError[] = missing.map((c) => ({
    field: c,
    code: V.csvColumnMissing,
    vars: { column: componentCsvHeader(lang, c) },
  }));
  // A line of empty cells (a spreadsheet's trailing commas) is no row; line numbers still count it.
  const data = dataRows(body);
  if (fileErrors.length === 0 && data.length === 0) fileErrors.push({ field: '', code: V.csvNoRows });
  if (data.length > COMPONENT_IMPORT_MAX_ROWS) {
    fileErrors.push({ field: '', code: V.csvTooManyRows, vars: { max: COMPONENT_IMPORT_MAX_ROWS } });
  }
  if (fileErrors.length > 0) return { fileErrors, rows: [] as Checked[] };

  const rows = data.map(({ line, cells }) => {
    const c = { model: '', serialType: '', serialNo: '', expiresAt: '', note: '' } as Cells;
    // Spreadsheet cells keep the padding a user never meant: cells are read trimmed.
    columns.forEach((col, i) => col && (c[col] = (cells[i] ?? '').trim()));
    return checkCells(line, c, lang);
  });
  const models = await modelsByNumber(tx, session.orgPath, [...new Set(rows.filter((r) => r.model).map((r) => r.model))]);
  const modelId = new Map(models.map((m) => [m.model.toLowerCase(), m.id]));
  const firstLine = new Map<string, number>();
  for (const r of rows) {
    if (!r.model || r.model.length > 32) continue;
    r.componentModelId = modelId.get(r.model.toLowerCase());
    if (r.componentModelId === undefined) r.errors.push({ field: 'model', code: V.modelUnknown });
    const key = `${r.model.toLowerCase()}:${r.serialNo.toLowerCase()}`;
    const first = firstLine.get(key);
    if (r.serialNo && first !== undefined) r.errors.push({ field: 'serialNo', code: V.duplicateInFile, vars: { line: first } });
    else firstLine.set(key, r.line);
  }
  const candidates = rows.filter((r) => r.componentModelId !== undefined && r.serialNo && r.errors.every((e) => e.field !== 'serialNo'));
  const taken = await takenSerials(
    tx,
    candidates.map((r) => ({ componentModelId: r.componentModelId!, serialNo: r.serialNo })),
  );
  for (const r of candidates) {
    if (taken.has(`${r.componentModelId}:${r.serialNo.toLowerCase()}`))
      r.errors.push({ field: 'serialNo', code: 'errors.COMPONENT_SERIAL_TAKEN' });
  }
  return { fileErrors: [], rows };
};

/**
 * A CSV of components (issue 16): every row is checked against the rules, the catalogue (a model of the
 * caller's subtree) and the inventory (serial unique within its model, in the file too). A dry run or a
 * file with any problem writes nothing and answers every row with its problems; otherwise all rows are
 * written together, each with an "imported" history entry.
 */
export const importComponents = (db: Db, audit: AuditContext, session: SessionContext, lang: Lang, body: TComponentImportBody) =>
  uniqueSerial(
    db.transaction(async (tx): Promise<TComponentImportResult> => {
      const { fileErrors, rows } = await checkFile(tx, session, body.csv, lang);
      const invalid = rows.filter((r) => r.errors.length > 0).length;
      const answer = (committed: boolean): TComponentImportResult => ({
        committed,
        total: rows.length,
        invalid,
        fileErrors,
        rows: rows.map(({ componentModelId: _, value: __, ...r }) => r),
      });
      if (body.dryRun !== false || fileErrors.length > 0 || invalid > 0) return answer(false);
      const created = await insertComponents(
        tx,
        rows.map((r) => ({
          componentModelId: r.componentModelId!,
          serialType: r.value.serialType,
          serialNo: r.serialNo,
          state: ComponentState.IDLE,
          expiresAt: r.value.expiresAt,
          note: r.note,
          createdBy: session.userId,
          updatedBy: session.userId,
        })),
      );
      await insertComponentEvents(
        tx,
        created.map((c) => ({ componentId: c.id, event: ComponentEvent.IMPORTED, toState: ComponentState.IDLE, userId: session.userId })),
      );
      await recordOperation(tx, {
        audit,
        action: 'component.import',
        target: `components ×${created.length}`,
        result: 'success',
        detail: { count: created.length },
      });
      return answer(true);
    }),
  );
