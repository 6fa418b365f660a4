import { V } from '@fleet/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findAreaRobotLinks, findOtherAreasOfRobots, findVisibleRobots, lockVisibleRobots } from './area-robot.repository';

const unknownRobot = () => new AppError('VALIDATION', { fields: [{ path: 'robotIds', code: V.areaRobotUnknown }] });

/**
 * What a save does to an area's robots. Every chosen robot must be one the caller sees now (another is
 * refused on robotIds: deleted, or its hosting ended since the form was filled), and a robot being added
 * must clean no other area: named when that area is in the caller's subtree, else only said to be taken
 * (the caller may not learn another organisation's area). Of the robots the area holds, only those the
 * caller sees are removed when left out: one whose hosting ended stays, the owner's business.
 * `areaId` null: a new area.
 */
export const planAreaRobots = async (tx: Tx, orgPath: string, areaId: number | null, chosen: number[]) => {
  const locked = await lockVisibleRobots(tx, chosen, orgPath);
  if (locked.length !== chosen.length) throw unknownRobot();
  const held = areaId === null ? [] : (await findAreaRobotLinks(tx, [areaId])).map((l) => l.robotId);
  const heldSet = new Set(held);
  const chosenSet = new Set(chosen);
  const add = chosen.filter((id) => !heldSet.has(id));
  const removed = (await findVisibleRobots(tx, held, orgPath)).filter((r) => !chosenSet.has(r.id));
  if (add.length) {
    const taken = new Map((await findOtherAreasOfRobots(tx, add, areaId, orgPath)).map((t) => [t.robotId, t]));
    const first = add.find((id) => taken.has(id));
    if (first !== undefined) {
      const t = taken.get(first)!;
      const deviceNumber = locked.find((r) => r.id === first)!.deviceNumber;
      const fields = [{ path: 'robotIds', code: t.inScope ? 'errors.AREA_ROBOT_TAKEN' : 'errors.AREA_ROBOT_TAKEN_ELSEWHERE' }];
      throw t.inScope
        ? new AppError('AREA_ROBOT_TAKEN', { fields, vars: { deviceNumber, area: t.areaName } })
        : new AppError('AREA_ROBOT_TAKEN_ELSEWHERE', { fields, vars: { deviceNumber } });
    }
  }
  const numberOf = new Map(locked.map((r) => [r.id, r.deviceNumber]));
  return {
    add,
    remove: removed.map((r) => r.id),
    /** Device numbers, for the operation log. */
    added: add.map((id) => numberOf.get(id)!),
    removed: removed.map((r) => r.deviceNumber),
  };
};
