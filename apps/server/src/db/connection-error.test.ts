import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeDbError, isConnectionError } from './connection-error';

const params = Array.from({ length: 2_000 }, (_, i) => `value-${i}`);
const wrapped = (cause: Error) =>
  new DrizzleQueryError('insert into robot_events (robot_id, ts, type) values ($1, $2, $3), …', params, cause);

describe('describeDbError', () => {
  it("gives the database's code and message, not drizzle's statement and parameters", () => {
    const pg = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const text = describeDbError(wrapped(pg));
    expect(text).toBe('57P01 terminating connection due to administrator command');
    expect(String(wrapped(pg)).length).toBeGreaterThan(1_000);
  });

  it("gives the driver's message when the error has no code (a dropped connection), in at most one short line", () => {
    const dropped = wrapped(new Error('Connection terminated unexpectedly'));
    expect(isConnectionError(dropped)).toBe(true);
    expect(describeDbError(dropped)).toBe('Connection terminated unexpectedly');
    expect(describeDbError(new Error('x'.repeat(5_000))).length).toBeLessThanOrEqual(301);
    expect(describeDbError('plain text')).toBe('plain text');
  });
});
