/**
 * Where a visitor was going when the guard sent them to Login (a printed QR code opened by a phone's
 * camera app: a new tab has no session), carried in the router's location state so Login can take
 * them there once signed in instead of home.
 */
export const returnState = (path: string) => ({ returnTo: path });

/** The console path to return to from that state; null for none, or for anything but a same-origin path. */
export const returnPath = (state: unknown): string | null => {
  const to = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && to !== '/' ? to : null;
};
