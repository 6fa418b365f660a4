import { describe, expect, it } from 'vitest';
import { formatLogLine, readableLogStream } from './log-lines';

const collect = () => {
  const lines: string[] = [];
  return { lines, stream: { write: (s: string) => void lines.push(s) } };
};

describe('readable log lines (LOG_FORMAT=text)', () => {
  it('writes an info record like the start-up lines, with its fields, on stdout', () => {
    const out = collect();
    const err = collect();
    readableLogStream(out.stream, err.stream).write(
      `${JSON.stringify({ level: 30, time: 0, pid: 1, hostname: 'h', msg: 'Listening on http://127.0.0.1:8080', port: 8080 })}\n`,
    );
    expect(out.lines).toEqual(['[fleet] Listening on http://127.0.0.1:8080 port=8080\n']);
    expect(err.lines).toEqual([]);
  });

  it('writes a warning or an error on stderr with its level, time and the stack below it', () => {
    const out = collect();
    const err = collect();
    const record = {
      level: 50,
      time: Date.UTC(2026, 0, 1, 12),
      msg: 'unhandled error',
      reqId: 'r1',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at f (a.ts:1:1)' },
    };
    readableLogStream(out.stream, err.stream).write(`${JSON.stringify(record)}\n`);
    expect(out.lines).toEqual([]);
    expect(err.lines).toHaveLength(1);
    expect(err.lines[0]).toMatch(/^\[fleet\] ERROR \d\d:\d\d:\d\d unhandled error reqId=r1\n {4}Error: boom\n {4}at f \(a\.ts:1:1\)\n$/);
  });

  it('shows object fields as JSON and passes a line that is not JSON through unchanged', () => {
    expect(formatLogLine({ level: 40, time: 0, msg: 'gateway: bad uplink', detail: { robotId: 3 } })).toMatch(
      /^\[fleet\] WARN \S+ gateway: bad uplink detail=\{"robotId":3\}$/,
    );
    const out = collect();
    readableLogStream(out.stream, collect().stream).write('plain text\n');
    expect(out.lines).toEqual(['plain text\n']);
  });
});
