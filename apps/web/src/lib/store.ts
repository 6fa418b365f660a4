import { useSyncExternalStore } from 'react';

/**
 * A minimal external store: the request client runs outside React, so session state cannot live in
 * React context alone; components read it with `useStore` and re-render on change.
 */
export interface Store<S> {
  get(): S;
  set(patch: Partial<S>): void;
  subscribe(fn: () => void): () => void;
}

export const createStore = <S extends object>(initial: S): Store<S> => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      listeners.forEach((fn) => fn());
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
};

export const useStore = <S extends object, T>(store: Store<S>, select: (s: S) => T): T =>
  useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
