import type { TTask } from '@fleet/contracts';
import type { TaskRow } from './task.repository';

export const toTask = (r: TaskRow): TTask => {
  const t = r.task;
  return {
    id: t.id,
    robotId: t.robotId,
    deviceNumber: r.deviceNumber,
    robotAlias: r.robotAlias,
    name: t.name,
    periodType: t.periodType as TTask['periodType'],
    date: t.date,
    execTime: t.execTime,
    enabled: t.enabled,
    mapId: t.mapId,
    mapName: r.mapName,
    pathId: t.pathId,
    pathName: (t.pathId && r.mapPaths?.find((p) => p.id === t.pathId)?.name) || null,
    cleanMode: t.cleanMode as TTask['cleanMode'],
    scene: t.scene as TTask['scene'],
    repeatTimes: t.repeatTimes,
    details: t.details,
    state: t.state as TTask['state'],
    creator: r.creator,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
};
