/**
 * pino writes one JSON object per line; on a terminal (`npm start`) that is unreadable. This turns each
 * record into a line like server.ts's own start-up lines: `[fleet] message key=value` for info,
 * `[fleet] WARN 12:00:01 message key=value` otherwise, an error's stack indented below it.
 * LOG_FORMAT=json keeps pino's lines for a log collector.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's bookkeeping, shown in the line itself or not at all. */
const OWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'v']);

interface SerializedError {
  type?: string;
  message?: string;
  stack?: string;
}

const value = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

const errorText = (err: SerializedError) => {
  const text = err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`;
  return text
    .split('\n')
    .map((l) => `    ${l.trim()}`)
    .join('\n');
};

const clock = (time: unknown) => new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);

export const formatLogLine = (record: Record<string, unknown>): string => {
  const level = LEVELS[Number(record.level)] ?? String(record.level);
  const fields = Object.entries(record)
    .filter(([k, v]) => !OWN.has(k) && v !== undefined)
    .map(([k, v]) => `${k}=${value(v)}`);
  const tag = level === 'INFO' ? '[fleet]' : `[fleet] ${level} ${clock(record.time)}`;
  const head = [tag, String(record.msg ?? ''), ...fields].filter(Boolean).join(' ');
  const err = record.err as SerializedError | string | undefined;
  if (err === undefined) return head;
  return typeof err === 'string' ? `${head} err=${err}` : `${head}\n${errorText(err)}`;
};

/** A pino destination of readable lines: warnings and worse on stderr, the rest on stdout. */
export const readableLogStream = (
  out: { write(s: string): unknown } = process.stdout,
  errOut: { write(s: string): unknown } = process.stderr,
) => ({
  write(line: string) {
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(line) as Record<string, unknown>;
    } catch {
      out.write(line);
      return;
    }
    (Number(record.level) >= 40 ? errOut : out).write(`${formatLogLine(record)}\n`);
  },
});
