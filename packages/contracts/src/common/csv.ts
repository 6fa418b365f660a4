/**
 * CSV (RFC 4180) for every export, server and browser alike. A cell starting with = + - @ or a tab
 * or CR is prefixed with ' so a spreadsheet shows it as text and never runs it as a formula (a robot's
 * alias or an account name is user input).
 */
export const csvCell = (value: unknown): string => {
  let s = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** Rows with CRLF line ends; `bom` for a file spreadsheet programs must read as UTF-8. */
export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[], opts: { bom?: boolean } = {}) =>
  `${opts.bom ? '\uFEFF' : ''}${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
