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

const csvLine = (r: readonly unknown[]) => r.map(csvCell).join(',');

/** Rows with CRLF line ends; `bom` for a file spreadsheet programs must read as UTF-8. */
export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[], opts: { bom?: boolean } = {}) =>
  `${opts.bom ? '\uFEFF' : ''}${[header, ...rows].map(csvLine).join('\r\n')}\r\n`;

/**
 * The same CSV as `toCsv`, a batch of rows at a time as they come (an export that streams instead of
 * holding every row): each chunk is whole lines.
 */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
  opts: { bom?: boolean } = {},
): AsyncGenerator<string> {
  yield `${opts.bom ? '\uFEFF' : ''}${csvLine(header)}\r\n`;
  for await (const rows of batches) if (rows.length > 0) yield `${rows.map(csvLine).join('\r\n')}\r\n`;
}
