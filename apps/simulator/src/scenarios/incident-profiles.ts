/**
 * How often things go wrong, per hour of cleaning (simulated time). `normal` gives a demo fleet of
 * ten robots a few warnings an hour and a fault now and then; `calm` turns random incidents off so
 * tests see only what they cause; `stormy` is for exercising the console's fault screens.
 */
export interface IncidentProfile {
  obstacle: number;
  cliff: number;
  brushStuck: number;
  wheelStuck: number;
  localisationLost: number;
  emergencyStop: number;
}

export type IncidentKind = keyof IncidentProfile;

export const INCIDENT_PROFILES = {
  calm: { obstacle: 0, cliff: 0, brushStuck: 0, wheelStuck: 0, localisationLost: 0, emergencyStop: 0 },
  normal: { obstacle: 10, cliff: 1, brushStuck: 0.5, wheelStuck: 0.3, localisationLost: 0.3, emergencyStop: 0.1 },
  stormy: { obstacle: 40, cliff: 6, brushStuck: 4, wheelStuck: 3, localisationLost: 3, emergencyStop: 1 },
} as const satisfies Record<string, IncidentProfile>;

export type IncidentProfileName = keyof typeof INCIDENT_PROFILES;
