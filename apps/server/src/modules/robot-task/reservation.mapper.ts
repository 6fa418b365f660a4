import type { TReservation } from '@fleet/contracts';
import type { ReservationRow } from './reservation.repository';

export const toReservation = (row: ReservationRow): TReservation => {
  const r = row.r;
  return {
    id: r.id,
    robotId: r.robotId,
    name: r.name,
    execMode: r.execMode as TReservation['execMode'],
    date: r.date,
    execTimes: r.execTimes,
    mapId: r.mapId,
    mapName: row.mapName,
    landmarkId: r.landmarkId,
    landmarkName: row.landmarks?.find((l) => l.id === r.landmarkId)?.name ?? null,
    taskMinutes: r.taskMinutes,
    enabled: r.enabled,
    lastResult: r.lastResult as TReservation['lastResult'],
    lastRunAt: r.lastRunAt?.toISOString() ?? null,
    creator: row.creator,
    createdAt: r.createdAt.toISOString(),
  };
};
