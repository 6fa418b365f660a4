import type { Db } from '../db/client';
import { findVisibleRobotIds } from './gateway.repository';

/**
 * Which robots an organisation path may see now, shared by every browser of that organisation: many
 * open consoles of one customer cost one query per refresh, not one each. Entries expire after `ttlMs`
 * (a hosting window that ends stops the flow within that time) and are dropped on robotChanged.
 */
export const createVisibility = (db: Db, ttlMs: number) => {
  const cache = new Map<string, { ids: Promise<ReadonlySet<number>>; at: number }>();
  return {
    /** `fresh`: a browser just subscribed, so a robot registered a moment ago must be there. */
    visibleIds(orgPath: string, fresh = false): Promise<ReadonlySet<number>> {
      const hit = cache.get(orgPath);
      if (hit && !fresh && Date.now() - hit.at < ttlMs) return hit.ids;
      const ids = findVisibleRobotIds(db, orgPath).then((list) => new Set(list));
      cache.set(orgPath, { ids, at: Date.now() });
      ids.catch(() => cache.delete(orgPath));
      return ids;
    },
    invalidate: () => cache.clear(),
  };
};
export type Visibility = ReturnType<typeof createVisibility>;
