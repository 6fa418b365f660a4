import { areaNumberOf, ZAreaListQuery, ZAreaSaveBody, ZAreaUpdateBody, type TAreaRobotOption } from '@fleet/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { refuseDuplicate } from '../../lib/unique-violation';
import { findOrgInScope } from '../org/org.repository';
import { deleteAreaRobots, findAreaRobotOptions, insertAreaRobots } from './area-robot.repository';
import { planAreaRobots } from './area-robots';
import { describeAreas } from './area-view';
import {
  AREA_NAME_UQ,
  areaNameTaken,
  countAreas,
  deleteAreaRow,
  insertArea,
  lockAreaInScope,
  nextAreaSeq,
  pageAreas,
  updateAreaFields,
} from './area.repository';

type SaveBody = z.infer<typeof ZAreaSaveBody>;
type UpdateBody = z.infer<typeof ZAreaUpdateBody>;
type ListQuery = z.infer<typeof ZAreaListQuery>;

const nameTaken = () => new AppError('AREA_NAME_TAKEN', { fields: [{ path: 'name', code: 'errors.AREA_NAME_TAKEN' }] });

/** The subtree a list reads: the caller's, or that of an organisation in it (another → NOT_FOUND on orgId). */
const listScope = async (db: Tx, session: SessionContext, orgId: number | undefined) => {
  if (orgId === undefined) return session.orgPath;
  const org = await findOrgInScope(db, orgId, session.orgPath);
  if (!org) throw notFound('orgId');
  return org.path;
};

/** Robots are those the caller sees, whichever organisation the list is narrowed to. */
export const findAreas = async (db: Db, session: SessionContext, q: ListQuery) => {
  const scope = await listScope(db, session, q.orgId);
  const [rows, total] = await Promise.all([pageAreas(db, scope, q, q.pageSize, (q.page - 1) * q.pageSize), countAreas(db, scope, q)]);
  return { list: await describeAreas(db, session.orgPath, rows), total, page: q.page, pageSize: q.pageSize };
};

const readArea = async (db: Tx, session: SessionContext, id: number) => {
  const [row] = await pageAreas(db, session.orgPath, { ids: [id] }, 1, 0);
  return row ? (await describeAreas(db, session.orgPath, [row]))[0] : undefined;
};

export const getArea = async (db: Db, session: SessionContext, id: number) => {
  const area = await readArea(db, session, id);
  if (!area) throw notFound();
  return area;
};

/** The organisation a body names, in the caller's subtree (another → NOT_FOUND on orgId); the caller's own by default. */
const bodyOrgId = async (tx: Tx, session: SessionContext, orgId: number | undefined) => {
  if (orgId === undefined) return session.orgId;
  const org = await findOrgInScope(tx, orgId, session.orgPath);
  if (!org) throw notFound('orgId');
  return org.id;
};

const fieldsOf = (b: SaveBody) => ({
  name: b.name,
  kind: b.kind,
  address: b.address || null,
  floors: b.floors ?? null,
  zones: b.zones,
  liftControl: b.liftControl,
  enabled: b.enabled,
  workArea: b.workArea ?? null,
  frequency: b.frequency ?? null,
  longitude: b.longitude ?? null,
  latitude: b.latitude ?? null,
});

const target = (a: { id: number; number: string }) => `area:${a.id} ${a.number}`;
const robotsDetail = (added: string[], removed: string[]) => ({
  ...(added.length ? { robotsAdded: added } : {}),
  ...(removed.length ? { robotsRemoved: removed } : {}),
});

/** The name index is the one a save can break: planAreaRobots locked the robots before checking them. */
const nameTakenOrRethrow = (constraint: string | undefined) =>
  constraint === AREA_NAME_UQ ? nameTaken() : new Error(`unexpected unique violation on ${constraint ?? 'unknown'}`);

/**
 * Creates an area with its robots. The name is checked first for a clear refusal; the unique index
 * decides when two saves of one name race.
 */
export const createArea = (db: Db, audit: AuditContext, session: SessionContext, body: SaveBody) =>
  refuseDuplicate(
    db.transaction(async (tx) => {
      const orgId = await bodyOrgId(tx, session, body.orgId);
      if (await areaNameTaken(tx, orgId, body.name)) throw nameTaken();
      const robots = await planAreaRobots(tx, session.orgPath, null, body.robotIds);
      const number = areaNumberOf(await nextAreaSeq(tx));
      const area = await insertArea(tx, { ...fieldsOf(body), number, orgId, createdBy: session.userId, updatedBy: session.userId });
      await insertAreaRobots(tx, area.id, robots.add);
      await recordOperation(tx, {
        audit,
        action: 'area.create',
        target: target(area),
        result: 'success',
        detail: { name: body.name, orgId, ...robotsDetail(robots.added, []) },
      });
      return (await readArea(tx, session, area.id))!;
    }),
    nameTakenOrRethrow,
  );

/** Changes an area and its robots; of the robots it holds, those the caller no longer sees stay (planAreaRobots). */
export const updateArea = (db: Db, audit: AuditContext, session: SessionContext, body: UpdateBody) =>
  refuseDuplicate(
    db.transaction(async (tx) => {
      const area = await lockAreaInScope(tx, body.id, session.orgPath);
      if (!area) throw notFound('id');
      const orgId = body.orgId === undefined ? area.orgId : await bodyOrgId(tx, session, body.orgId);
      if (await areaNameTaken(tx, orgId, body.name, area.id)) throw nameTaken();
      const robots = await planAreaRobots(tx, session.orgPath, area.id, body.robotIds);
      await updateAreaFields(tx, area.id, { ...fieldsOf(body), orgId, updatedBy: session.userId, updatedAt: new Date() });
      await deleteAreaRobots(tx, area.id, robots.remove);
      await insertAreaRobots(tx, area.id, robots.add);
      await recordOperation(tx, {
        audit,
        action: 'area.update',
        target: target(area),
        result: 'success',
        detail: { name: body.name, ...(orgId !== area.orgId ? { orgId } : {}), ...robotsDetail(robots.added, robots.removed) },
      });
      return (await readArea(tx, session, area.id))!;
    }),
    nameTakenOrRethrow,
  );

/** Deletes an area; its robots are free for another (area_robots go by cascade). */
export const deleteArea = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const area = await lockAreaInScope(tx, id, session.orgPath);
    if (!area) throw notFound();
    await deleteAreaRow(tx, area.id);
    await recordOperation(tx, { audit, action: 'area.delete', target: target(area), result: 'success', detail: { name: area.name } });
    return null;
  });

/** An area the caller's subtree does not hold is named as taken only: its id and name are another organisation's. */
export const findRobotOptions = async (db: Db, session: SessionContext, keyword: string | undefined): Promise<TAreaRobotOption[]> =>
  (await findAreaRobotOptions(db, session.orgPath, keyword)).map((r) => ({
    id: r.id,
    deviceNumber: r.deviceNumber,
    alias: r.alias,
    areaId: r.areaInScope ? r.areaId : null,
    areaName: r.areaInScope ? r.areaName : null,
    taken: r.areaId !== null,
  }));
