import { V, type TImportRowError } from '@fleet/contracts';
import { CsvError, parse } from 'csv-parse/sync';

/**
 * The rows of an imported CSV (RFC 4180, a BOM allowed, rows of different lengths kept), or the file's
 * problem: the line near which it stopped being CSV. Every import reads its file here.
 */
export const readCsvRows = (csv: string): string[][] | TImportRowError => {
  try {
    return parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (e) {
    return {
      field: '',
      code: V.csvUnreadable,
      vars: { line: e instanceof CsvError ? ((e as CsvError & { lines?: number }).lines ?? 1) : 1 },
    };
  }
};

/** Data rows with their line numbers (the header is line 1); a line of empty cells is no row. */
export const dataRows = (body: string[][]) =>
  body.map((cells, i) => ({ line: i + 2, cells })).filter((r) => r.cells.some((c) => c.trim() !== ''));
