import { WorkOrderLevel, type TEventLevel, type TWorkOrderLevel } from '@fleet/contracts';

/** What another screen (the fault center, a robot's operate page) fills in a new work order; the user checks and completes it. */
export interface WorkOrderPrefill {
  /** The robot, when the opening screen knows it (its operate page): the form picks it, named by `deviceNumber`. */
  robotId?: number;
  deviceNumber: string;
  level: TWorkOrderLevel;
  description: string;
}

/** A fault's level as a work order's urgency: an emergency is very urgent, a fault urgent, the rest normal. */
export const WORK_ORDER_LEVEL_OF: Record<TEventLevel, TWorkOrderLevel> = {
  info: WorkOrderLevel.COMMON,
  warning: WorkOrderLevel.COMMON,
  fault: WorkOrderLevel.URGENT,
  emergency: WorkOrderLevel.VERY_URGENT,
};

/**
 * My tickets with the new work order form open and filled: features do not import each other, so the
 * fault center hands the values over in the address.
 */
export const newWorkOrderPath = (p: WorkOrderPrefill) => {
  const q = new URLSearchParams({ new: 'work_order', deviceNumber: p.deviceNumber, level: String(p.level), description: p.description });
  if (p.robotId !== undefined) q.set('robotId', String(p.robotId));
  return `/contentPage/workOrderRecord?${q.toString()}`;
};

/** The prefill of an address made by `newWorkOrderPath`, or null when it asks for no new work order. */
export const readWorkOrderPrefill = (params: URLSearchParams): Partial<WorkOrderPrefill> | null => {
  if (params.get('new') !== 'work_order') return null;
  const level = Number(params.get('level'));
  const known = (Object.values(WorkOrderLevel) as number[]).includes(level);
  const robotId = Number(params.get('robotId'));
  return {
    // A hand-edited address may name any id: the server answers NOT_FOUND for a robot out of reach.
    robotId: Number.isInteger(robotId) && robotId > 0 ? robotId : undefined,
    deviceNumber: params.get('deviceNumber')?.slice(0, 60) ?? undefined,
    level: known ? (level as TWorkOrderLevel) : undefined,
    description: params.get('description')?.slice(0, 300) ?? undefined,
  };
};
