import { EVENT_CLIP_SECONDS, type TEventLevel } from '@fleet/contracts';
import type { Gateway } from '../../gateway/gateway.types';
import type { ClipRecorder } from './recorder';

/** Levels worth a clip: the robot stopped for something (a fault) or someone pressed the emergency stop. */
const INCIDENT_LEVELS: ReadonlySet<TEventLevel> = new Set(['fault', 'emergency']);

/**
 * Records EVENT_CLIP_SECONDS around an incident: the instance whose ingest flow handled the event (one
 * per event, cluster-wide) leases the stream and records it. One incident clip at a time per robot:
 * a burst of faults is one clip, labelled with the first.
 */
export const registerIncidentClips = (gateway: Gateway, recorder: ClipRecorder, log: (err: unknown) => void) => {
  // Robots whose clip row is being inserted: the recorder knows the recording only once it exists.
  const starting = new Set<number>();
  gateway.onEvent((robotId, event) => {
    if (!INCIDENT_LEVELS.has(event.level) || starting.has(robotId) || recorder.running(robotId, 'event') !== undefined) return;
    starting.add(robotId);
    recorder
      .start({ robotId, reason: 'event', eventType: event.type, seconds: EVENT_CLIP_SECONDS })
      .catch(log)
      .finally(() => starting.delete(robotId));
  });
};
