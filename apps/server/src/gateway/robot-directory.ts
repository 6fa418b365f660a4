import type { Db } from '../db/client';
import { findDeviceCredential } from './gateway.repository';

type Credential = { id: number; secretHash: string };

/**
 * Device number → robot (id, secret hash), for device authentication and for ingest. Cached because a
 * reconnect storm or 10,000 robots at 1 Hz must not cost one query per message. Entries live a minute
 * (misses 5 s, so a robot registered just now can connect soon); `forget` drops one at once when the
 * registration changes (Gateway.robotChanged, on every instance through the robot notice).
 */
const HIT_TTL_MS = 60_000;
const MISS_TTL_MS = 5_000;

export const createRobotDirectory = (db: Db) => {
  const cache = new Map<string, { cred: Credential | undefined; at: number }>();
  const pending = new Map<string, Promise<Credential | undefined>>();

  const lookup = (deviceNumber: string): Promise<Credential | undefined> => {
    const hit = cache.get(deviceNumber);
    if (hit && Date.now() - hit.at < (hit.cred ? HIT_TTL_MS : MISS_TTL_MS)) return Promise.resolve(hit.cred);
    let p = pending.get(deviceNumber);
    if (!p) {
      p = findDeviceCredential(db, deviceNumber)
        .then((cred) => {
          // A forget() while the query ran wins: do not cache what it may have invalidated.
          if (pending.get(deviceNumber) === p) cache.set(deviceNumber, { cred, at: Date.now() });
          return cred;
        })
        .finally(() => {
          if (pending.get(deviceNumber) === p) pending.delete(deviceNumber);
        });
      pending.set(deviceNumber, p);
    }
    return p;
  };

  return {
    credential: lookup,
    idOf: async (deviceNumber: string) => (await lookup(deviceNumber))?.id,
    forget(deviceNumber: string) {
      cache.delete(deviceNumber);
      pending.delete(deviceNumber);
    },
  };
};
export type RobotDirectory = ReturnType<typeof createRobotDirectory>;
