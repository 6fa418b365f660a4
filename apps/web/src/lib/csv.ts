import { saveBlob } from './request';

/**
 * Client-side CSV (RFC 4180), for data the browser already holds (one-time secrets, the page on
 * screen). A cell starting with = + - @ or a tab/CR is prefixed with ' so a spreadsheet shows it as
 * text and never runs it as a formula.
 */
export const csvCell = (value: unknown): string => {
  let s = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Saves text as a UTF-8 CSV file; the BOM makes spreadsheet programs read the encoding right. */
export const downloadCsv = (filename: string, csv: string) =>
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename);
