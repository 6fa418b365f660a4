import { useSyncExternalStore } from 'react';

/**
 * One shared second tick for "12 s ago" texts and the stale look. It runs only while something
 * shows a value age, and it never fetches: live values arrive through the live client.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};

/** The current time in ms, re-rendering once a second while mounted. */
export const useNow = () => useSyncExternalStore(subscribe, () => (timer ? now : Date.now()));
