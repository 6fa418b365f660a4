import { translate } from '../i18n';
import { LANGS } from './lang';

const norm = (s: string) =>
  s
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * The column of an import a header cell names: its key ("serialNo") or its field label in any of the
 * console's languages, letter case and surrounding spaces aside; another header is no import column
 * (an export's extra columns are ignored).
 */
export const importColumnOf = <C extends string>(columns: readonly C[], cell: string): C | undefined => {
  const c = norm(cell);
  return columns.find((col) => norm(col) === c || LANGS.some((l) => norm(translate(l, `fields.${col}`)) === c));
};

/** The offset (ms) of `timeZone` from UTC at the instant `at`. */
const offsetAt = (at: number, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return (
    Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!) - Math.floor(at / 1000) * 1000
  );
};

/**
 * A time as a spreadsheet cell holds it: an ISO instant ("2026-11-26T01:30:00Z"), or a wall-clock time
 * "2026-11-26 09:30" / "2026/11/26 9:30" / a day alone, read in `timeZone` (the importing user's). The
 * instant, or undefined when the cell is no such time.
 */
export const instantOfCell = (cell: string, timeZone: string): Date | undefined => {
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(cell) && cell.includes('T')) {
    const d = new Date(cell);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(cell);
  if (!m) return undefined;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((x) => x ?? undefined) as string[];
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
  const back = new Date(wall);
  // A day or time that does not exist (2026-02-30, 25:00) is refused rather than rolled over.
  if (back.getUTCMonth() !== +mo! - 1 || back.getUTCDate() !== +d! || back.getUTCHours() !== +h || back.getUTCMinutes() !== +mi)
    return undefined;
  // Two passes settle the offset across a daylight-saving change.
  let at = wall - offsetAt(wall, timeZone);
  at = wall - offsetAt(at, timeZone);
  return new Date(at);
};
