import { LocationState } from '@fleet/contracts';
import type { RobotModel } from '../robot-model';
import type { IncidentKind } from '../scenarios/incident-profiles';
import { obstacleSighting } from './junk';

/**
 * What each random incident does to the robot. Short ones (an obstacle, a cliff edge) only hold it
 * for seconds; faults make it abnormal for minutes and clear themselves, standing in for the site
 * staff who would free a brush or release an emergency stop.
 */
const EFFECTS: Record<IncidentKind, (m: RobotModel) => void> = {
  obstacle: (m) => {
    m.holdUntil = m.simTime + m.rng.between(3, 10);
    m.emit('obstacle', 'info', 'Obstacle ahead: waiting for the way to clear', obstacleSighting(m));
  },
  cliff: (m) => {
    m.holdUntil = m.simTime + m.rng.between(5, 15);
    m.emit('cliff', 'warning', 'Cliff sensor triggered: backing off');
  },
  brushStuck: (m) => {
    m.fault = { type: 'brushStuck', until: m.simTime + m.rng.between(60, 240) };
    m.emit('brushStuck', 'fault', 'Side brush stuck');
  },
  wheelStuck: (m) => {
    m.fault = { type: 'wheelStuck', until: m.simTime + m.rng.between(60, 300) };
    m.emit('wheelStuck', 'fault', 'Drive wheel stuck');
  },
  localisationLost: (m) => {
    m.relocalise(LocationState.FAILED, m.rng.between(5, 15), m.rng.between(20, 40));
    m.emit('localisationLost', 'warning', 'Position lost: relocalising');
  },
  emergencyStop: (m) => {
    m.emergencyUntil = m.simTime + m.rng.between(60, 300);
    m.emit('emergencyStop', 'emergency', 'Emergency stop pressed');
  },
};

/** Draws each kind of incident for `h` simulated seconds of cleaning, at the profile's hourly rate. */
export const maybeIncident = (m: RobotModel, h: number) => {
  for (const kind of Object.keys(EFFECTS) as IncidentKind[]) {
    const perHour = m.incidents[kind];
    if (perHour > 0 && m.rng.chance((perHour * h) / 3600)) {
      EFFECTS[kind](m);
      return;
    }
  }
};
