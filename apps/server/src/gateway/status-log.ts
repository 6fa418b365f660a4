import type { TDeviceStatus, TReceivedStatus } from '@fleet/contracts';

/** Enough to hold a takeover's Will, the broker's "online" and the robot's own status after it. */
const KEPT_PER_ROBOT = 8;

/**
 * The last status messages each robot's live flow carried, in memory (conformance probes read them:
 * the stored state keeps only the online flag). Every instance's live flow sees every uplink, so any
 * instance answers; a restart forgets them, which a probe run does not outlive.
 */
export const createStatusLog = () => {
  const byRobot = new Map<number, TReceivedStatus[]>();
  return {
    add(robotId: number, status: TDeviceStatus, receivedAt: number) {
      const list = byRobot.get(robotId) ?? [];
      list.unshift({ receivedAt, status });
      byRobot.set(robotId, list.slice(0, KEPT_PER_ROBOT));
    },
    /** Newest first. */
    of: (robotId: number): TReceivedStatus[] => byRobot.get(robotId) ?? [],
  };
};
