/**
 * Asks `probe` until it returns a value (the signal), at most until `withinMs` have passed; null when
 * the signal never came. The pause between asks only spaces the reads out: the wait ends on the signal.
 */
export const waitFor = async <T>(probe: () => Promise<T | null | undefined>, withinMs: number, everyMs: number): Promise<T | null> => {
  const until = Date.now() + withinMs;
  for (;;) {
    const found = await probe();
    if (found !== null && found !== undefined) return found;
    if (Date.now() >= until) return null;
    await new Promise((resolve) => setTimeout(resolve, Math.min(everyMs, Math.max(0, until - Date.now()))));
  }
};

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
