import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares two secrets in constant time: digests first, so neither length nor content leaks through timing. */
export const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));
