import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue';

const later = <T>(ms: number, v: T) => new Promise<T>((r) => setTimeout(() => r(v), ms));

describe('createSerialQueue', () => {
  it('finishes one key’s tasks in queue order even when the first is slower, and forgets idle keys', async () => {
    const q = createSerialQueue<number>();
    const seen: string[] = [];
    const a = q.run(1, async () => seen.push(await later(30, 'first')));
    const b = q.run(1, async () => seen.push(await later(1, 'second')));
    const other = q.run(2, async () => seen.push(await later(5, 'other key')));
    await Promise.all([a, b, other]);
    expect(seen).toEqual(['other key', 'first', 'second']);
    await later(0, null);
    expect(q.size).toBe(0);
  });

  it('runs the next task after a failure, and the failure still reaches its caller', async () => {
    const q = createSerialQueue<string>();
    const failed = q.run('r', () => Promise.reject(new Error('boom')));
    const next = q.run('r', () => Promise.resolve('ran'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });
});
