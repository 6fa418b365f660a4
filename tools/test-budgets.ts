import { vi } from 'vitest';

/**
 * Time budgets of every test project. A wait ends as soon as its signal arrives, so a long budget
 * costs nothing when the code works; a short one fails a correct test on a busy two-core machine
 * (seen: testing-library's 1 s and vi.waitFor's 1 s under load 6). Budgets are raised here, in one
 * place, never per call: a call's own smaller timeout is lifted to the floor.
 */
export const WAIT_FLOOR_MS = 30_000;

type WaitFor = typeof vi.waitFor;
const original: WaitFor = vi.waitFor.bind(vi);
const patched = ((callback, options) => {
  const given = typeof options === 'number' ? { timeout: options } : (options ?? {});
  return original(callback, { interval: 20, ...given, timeout: Math.max(given.timeout ?? 0, WAIT_FLOOR_MS) });
}) as WaitFor;
vi.waitFor = patched;
