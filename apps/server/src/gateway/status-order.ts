/**
 * Statuses of one robot in the order of its clock (docs/device-protocol.md "Timestamps"): a status
 * whose `ts` is older than the newest one taken arrived late (QoS 1 redelivery, a queue on the robot)
 * and must not move presence back. A status without a ts (the Last Will, the server's own) is taken
 * and starts the order over: a robot that reconnects may come back with its clock behind.
 */
export const createStatusOrder = () => {
  const newest = new Map<number, number>();
  return {
    /** Whether this status is to be taken; remembers its ts when it is. */
    take(robotId: number, ts: number | undefined) {
      if (ts === undefined) {
        newest.delete(robotId);
        return true;
      }
      if (ts < (newest.get(robotId) ?? -Infinity)) return false;
      newest.set(robotId, ts);
      return true;
    },
    forget: (robotId: number) => newest.delete(robotId),
  };
};
