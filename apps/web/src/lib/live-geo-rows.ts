import type { TGeography, TFleetRow } from '@fleet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveFleet, type LiveFleetTick } from './live';
import { writeFleetTick } from './live-cache';

/**
 * Robots registered or sites placed since the read reach a map this often: the hub's ticks move the
 * robots the map holds but do not add new ones, and a map (a wall above all) stays open for days.
 */
export const LIVE_GEO_REFRESH_MS = 10 * 60_000;

/**
 * The hub's ticks are merged and written into the cached rows at most this often (the first at once,
 * in the task after the tick):
 * the hub ticks several times a second, and at 10,000 robots each write re-renders the page and sends
 * the map a diff; a map of moving robots is not read faster than once a second (bench:map).
 */
export const LIVE_GEO_WRITE_MS = 1000;

/** Ticks merged since the last write: a robot's newest row, the robots that left the view. */
interface Pending {
  rows: Map<number, TFleetRow>;
  removed: Set<number>;
}

const useCoalescedFleetWrites = (queryKey: readonly unknown[]) => {
  const qc = useQueryClient();
  const key = useRef(queryKey);
  key.current = queryKey;
  const state = useRef<{ pending: Pending | null; lastWrite: number; timer?: ReturnType<typeof setTimeout> }>({
    pending: null,
    lastWrite: -Infinity,
  });
  const write = () => {
    const s = state.current;
    const p = s.pending;
    s.pending = null;
    s.timer = undefined;
    s.lastWrite = performance.now();
    if (p) writeFleetTick(qc, { type: 'fleet', reset: false, rows: [...p.rows.values()], removed: [...p.removed] }, key.current);
  };
  useEffect(() => () => clearTimeout(state.current.timer), []);
  useLiveFleet({}, (tick: LiveFleetTick) => {
    const s = state.current;
    const p = (s.pending ??= { rows: new Map(), removed: new Set() });
    for (const id of tick.removed) {
      p.rows.delete(id);
      p.removed.add(id);
    }
    for (const row of tick.rows) {
      p.rows.set(row[0], row);
      p.removed.delete(row[0]);
    }
    if (s.timer !== undefined) return;
    // Even when due, the write is a task of its own: the socket's handler stays short, and the next
    // message is read while React renders the written rows (bench:map's tick and long tasks apart).
    s.timer = setTimeout(write, Math.max(0, s.lastWrite + LIVE_GEO_WRITE_MS - performance.now()));
  });
};

/**
 * The geography rows of a fleet map (the geography page, the large screen's), read once and then kept
 * live by the hub's compact fleet view written into the cached answer (writeFleetTick, coalesced to
 * LIVE_GEO_WRITE_MS), so the map never polls for movement; read again every LIVE_GEO_REFRESH_MS for new
 * robots. `ended` says an error is final (an ended display link): no more reads, no retry.
 */
export const useLiveGeoRows = (queryKey: readonly unknown[], read: () => Promise<TGeography>, ended?: (err: unknown) => boolean) => {
  useCoalescedFleetWrites(queryKey);
  return useQuery({
    queryKey,
    queryFn: read,
    staleTime: Infinity,
    // No structural sharing: a tick already keeps the rows it did not change, and comparing 10,000 rows
    // deep on every tick would cost more than the tick itself (bench:map).
    structuralSharing: false,
    refetchInterval: (q) => (ended?.(q.state.error) ? false : LIVE_GEO_REFRESH_MS),
    refetchIntervalInBackground: true,
    ...(ended && { retry: (n: number, e: unknown) => !ended(e) && n < 2 }),
    meta: { silent: true },
  });
};
