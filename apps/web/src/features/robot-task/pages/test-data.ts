import type { TReservation, TRobotMap, TRun, TTask } from '@fleet/contracts';

/** Answers of the robot-task routes for the page tests, shaped by the contracts. */
export const task = (id: number, over: Partial<TTask> = {}): TTask => ({
  id, robotId: 1, deviceNumber: 'SIMULATION-130-00001', robotAlias: 'Lobby bot', name: `Task ${id}`, periodType: 1, date: null, execTime: '08:30',
  enabled: true, mapId: 'floor-1', mapName: 'Floor 1', pathId: null, pathName: null, cleanMode: 'cover', scene: 0, repeatTimes: 2,
  details: 'Before opening', state: 0, creator: 'Admin', createdAt: '2030-01-01T00:00:00Z', updatedAt: '2030-01-01T00:00:00Z', ...over,
});

export const map: TRobotMap = {
  robotId: 1, mapId: 'floor-1', name: 'Floor 1', version: 'v1', width: 100, height: 80, resolution: 0.1, origin: { x: 0, y: 0 },
  dock: { x: 1, y: 1, angle: 0 }, landmarks: [{ id: 'lm-1', name: 'Point A', x: 2, y: 2, angle: 0 }],
  paths: [{ id: 'path-1', name: 'Patrol loop', points: [{ x: 1, y: 1 }, { x: 5, y: 1 }] }],
  active: true, archivedAt: null, hasGrid: true, reportedAt: '2030-01-01T00:00:00Z',
};

export const reservation = (id: number, over: Partial<TReservation> = {}): TReservation => ({
  id, robotId: 1, name: `Reservation ${id}`, execMode: 1, date: null, execTimes: ['07:30', '18:00'], mapId: 'floor-1', mapName: 'Floor 1',
  landmarkId: 'lm-1', landmarkName: 'Point A', taskMinutes: 45, enabled: true, lastResult: null, lastRunAt: null, creator: 'Admin',
  createdAt: '2030-01-01T00:00:00Z', ...over,
});

export const run = (id: number, over: Partial<TRun> = {}): TRun => ({
  id, runId: `r-${id}`, source: 'task', taskId: 3, reservationId: null, name: 'Hall', mapId: 'floor-1', startedAt: '2030-01-02T08:00:00Z',
  endedAt: '2030-01-02T08:42:00Z', durationMin: 42, state: 'done', areaM2: 310.4, distanceKm: 1.25, waterL: 15.5, energyKwh: 0.42,
  reservationResult: null, ...over,
});
