import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';

/** Every record the app's logger writes, parsed (pino writes one JSON line per record). */
const records: Record<string, unknown>[] = [];
const capture = { write: (line: string) => void records.push(JSON.parse(line) as Record<string, unknown>) };

let t: TestApp;
beforeAll(async () => {
  // Debug, so the request lines are written at all: the test then reads the level they were written at.
  t = await createTestApp({ logger: { level: 'debug', stream: capture } });
});
afterAll(() => t.close());

describe('request logging', () => {
  it('logs a request at debug, so the default LOG_LEVEL=info shows none', async () => {
    const r = await call(t.app, 'GET', 'user-service/webApi/version');
    expect(r.status).toBe(200);
    const mine = () => records.filter((l) => l.reqId !== undefined && ['incoming request', 'request completed'].includes(String(l.msg)));
    await vi.waitFor(() => expect(mine().map((l) => l.msg)).toEqual(['incoming request', 'request completed']));
    expect(mine().map((l) => l.level)).toEqual([20, 20]);
    expect(records.filter((l) => l.reqId !== undefined && Number(l.level) >= 30)).toEqual([]);
  });
});
