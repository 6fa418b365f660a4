import { CONNECTIVITY_FAULT_CODE, CONNECTIVITY_FAULT_LEVEL } from '@fleet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { startPeriodicSweep, type PeriodicSweep } from '../../lib/periodic-sweep';
import { openConnectivityFaults, resolveConnectivityFaults } from './fault.repository';
import { toLiveFault } from './fault.mapper';

/** Often enough that a robot back online sees its connectivity fault resolved within half a minute. */
const SWEEP_EVERY_MS = 30_000;

export type ConnectivitySweep = PeriodicSweep<void>;

/**
 * Opens a connectivity fault for robots offline longer than `offlineMinutes()` (the configure screen's setting,
 * read on every round)
 * and resolves it once they are online again. Every instance sweeps: both statements are idempotent
 * (the open-fault index refuses a second row; a resolved fault no longer matches), so N instances do
 * the work once and each change is announced by the instance that made it, after it is committed.
 */
export const startConnectivitySweep = (
  db: Db,
  gateway: Pick<Gateway, 'notifyFault'>,
  log: FastifyBaseLogger,
  offlineMinutes: () => number,
): ConnectivitySweep => {
  const sweep = async () => {
    const cutoff = new Date(Date.now() - offlineMinutes() * 60_000);
    const opened = await openConnectivityFaults(db, cutoff, { code: CONNECTIVITY_FAULT_CODE, level: CONNECTIVITY_FAULT_LEVEL });
    const resolved = await resolveConnectivityFaults(db);
    for (const f of [...opened, ...resolved]) gateway.notifyFault(toLiveFault(f));
  };
  return startPeriodicSweep(log, { name: 'connectivity fault sweep', everyMs: SWEEP_EVERY_MS, sweep, onFailure: undefined });
};
