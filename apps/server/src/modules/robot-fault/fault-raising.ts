import { isFaultLevel, type TDeviceEvent } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { createSerialQueue } from '../../lib/serial-queue';
import { raiseEventFault, resolveEventFault } from './fault.repository';
import { toLiveFault } from './fault.mapper';

/** A fault is the robot's per kind of event: the vendor's code when it sent one, else the event type. */
export const eventFaultCode = (e: Pick<TDeviceEvent, 'code' | 'type'>) => e.code ?? e.type;

/**
 * Turns robot events into faults, on the instance whose ingest flow handled the event (once
 * cluster-wide): warning and above opens a fault or counts another occurrence of the open one; an
 * event with `cleared: true` resolves it. One robot's events are applied in arrival order, so a clear
 * sent right after its fault never overtakes it.
 */
export const registerFaultRaising = (db: Db, gateway: Pick<Gateway, 'onEvent' | 'notifyFault'>, log: (err: unknown) => void) => {
  const queue = createSerialQueue<number>();
  const apply = async (robotId: number, e: TDeviceEvent, at: Date) => {
    const code = eventFaultCode(e);
    if (e.cleared) {
      for (const f of await resolveEventFault(db, robotId, code)) gateway.notifyFault(toLiveFault(f));
      return;
    }
    if (!isFaultLevel(e.level)) return;
    const f = await raiseEventFault(db, { robotId, code, level: e.level, message: e.message ?? null, at });
    // Another occurrence of an open fault changes no state: browsers learn of it on their next reload.
    if (f?.opened) gateway.notifyFault(toLiveFault(f));
  };
  gateway.onEvent((robotId, e, at) => void queue.run(robotId, () => apply(robotId, e, at)).catch(log));
};
