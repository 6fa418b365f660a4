import { describe, expect, it } from 'vitest';
import { parseNoticeBody } from './notices';

const buf = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v));

describe('server notices between instances', () => {
  it('are read by their schema', () => {
    expect(parseNoticeBody('command', buf({ commandId: 'c1', robotId: 7, operateState: 1 }))).toEqual({
      name: 'command',
      body: { commandId: 'c1', robotId: 7, operateState: 1 },
    });
    expect(parseNoticeBody('data', buf({ robotId: 7, topic: 'maps' }))).toEqual({ name: 'data', body: { robotId: 7, topic: 'maps' } });
    const fault = { faultId: 3, robotId: 7, kind: 'event', code: 'E-BR', level: 'fault', state: 'acknowledged' };
    expect(parseNoticeBody('fault', buf(fault))).toEqual({ name: 'fault', body: fault });
  });

  it('are refused, saying why, when not JSON or not of their schema', () => {
    expect(parseNoticeBody('registered', buf('{nope'))).toEqual({ error: 'not JSON' });
    expect(parseNoticeBody('registered', buf({ numbers: 'SIM-1' }))).toEqual({ error: expect.stringContaining('numbers') });
    expect(parseNoticeBody('command', buf({ commandId: 'c1', robotId: 7, operateState: 9 }))).toHaveProperty('error');
    expect(parseNoticeBody('robot', buf({ id: 1 }))).toHaveProperty('error');
    expect(parseNoticeBody('data', buf({ robotId: 7, topic: 'weather' }))).toHaveProperty('error');
    expect(
      parseNoticeBody('fault', buf({ faultId: 3, robotId: 7, kind: 'event', code: 'E-BR', level: 'info', state: 'open' })),
    ).toHaveProperty('error');
  });
});
