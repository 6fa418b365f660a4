import { saveBlob } from './request';

/** Export writing is one rule for server and browser: contracts' csv.ts (formula-safe cells). */
export { csvCell, toCsv } from '@fleet/contracts';

/** Saves text as a UTF-8 CSV file; the BOM makes spreadsheet programs read the encoding right. */
export const downloadCsv = (filename: string, csv: string) =>
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename);
