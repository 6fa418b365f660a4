import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ownDetailQuery } from '../../../lib/session-api';

/** Split-screen layouts of spec §9: 2×2, 3×3, 4×4. */
export const WALL_LAYOUTS = [4, 9, 16] as const;
export type TWallLayout = (typeof WALL_LAYOUTS)[number];

export interface WallState {
  layout: TWallLayout;
  /** Robots in tile order; never more than the layout holds. */
  robotIds: number[];
}

const EMPTY: WallState = { layout: 4, robotIds: [] };

/** A smaller layout keeps the robots that fit, in their order. */
export const fitSelection = (ids: readonly number[], layout: TWallLayout) => [...new Set(ids)].slice(0, layout);

/** Per user, so a shared browser does not show one operator's wall to the next. */
export const wallStorageKey = (userId: number) => `monitorVideo.wall.${userId}`;

const isLayout = (n: unknown): n is TWallLayout => WALL_LAYOUTS.includes(n as TWallLayout);

/** What was stored, checked: a hand-edited or older entry falls back to the empty 2×2 wall. */
export const readWall = (userId: number): WallState => {
  try {
    const v = JSON.parse(localStorage.getItem(wallStorageKey(userId)) ?? 'null') as Partial<WallState> | null;
    if (!v || !isLayout(v.layout) || !Array.isArray(v.robotIds)) return EMPTY;
    const ids = v.robotIds.filter((id): id is number => Number.isInteger(id) && id > 0);
    return { layout: v.layout, robotIds: fitSelection(ids, v.layout) };
  } catch {
    return EMPTY;
  }
};

const writeWall = (userId: number, s: WallState) => {
  try {
    localStorage.setItem(wallStorageKey(userId), JSON.stringify(s));
  } catch {
    // Private mode or a full store: the wall still works, it is just not remembered.
  }
};

/** The wall's layout and robots, remembered in this browser for the signed-in user. */
export const useWallState = () => {
  const userId = useQuery(ownDetailQuery()).data?.id;
  const [held, setHeld] = useState(() => ({ userId, wall: userId === undefined ? EMPTY : readWall(userId) }));
  // Read again when the user is known (or changed): adjusting state while rendering, not in an effect, so no empty wall flashes.
  let state = held.wall;
  if (held.userId !== userId) {
    state = userId === undefined ? EMPTY : readWall(userId);
    setHeld({ userId, wall: state });
  }
  const update = useCallback(
    (next: (s: WallState) => WallState) =>
      setHeld((h) => {
        const n = next(h.wall);
        const wall = { layout: n.layout, robotIds: fitSelection(n.robotIds, n.layout) };
        if (h.userId !== undefined) writeWall(h.userId, wall);
        return { ...h, wall };
      }),
    [],
  );
  return {
    ...state,
    setLayout: (layout: TWallLayout) => update((s) => ({ ...s, layout })),
    setRobots: (robotIds: number[]) => update((s) => ({ ...s, robotIds })),
    remove: (id: number) => update((s) => ({ ...s, robotIds: s.robotIds.filter((r) => r !== id) })),
  };
};
