import {
  DemandState,
  demandStatesFrom,
  type TDemand,
  type TDemandListQuery,
  type TDemandSaveBody,
  type TDemandUpdateBody,
} from '@fleet/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findOrgInScope } from '../org/org.repository';
import { deleteDemandRow, findDemandInScope, insertDemand, listDemands, updateDemandFields } from './demand.repository';
import { catalogueTypes } from '../robot-type/robot-type.service';

type Row = Awaited<ReturnType<typeof listDemands>>['rows'][number];
const toDemand = (r: Row): TDemand => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

export const findDemands = async (db: Db, session: SessionContext, q: TDemandListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listDemands(db, session.orgPath, q, q.page, q.pageSize);
  return { list: rows.map(toDemand), total, page: q.page, pageSize: q.pageSize };
};

const target = (id: number, title: string) => `demand:${id} ${title}`;

export const createDemand = (db: Db, audit: AuditContext, session: SessionContext, body: TDemandSaveBody) =>
  db.transaction(async (tx) => {
    const orgId = body.orgId ?? session.orgId;
    if (!(await findOrgInScope(tx, orgId, session.orgPath))) throw notFound('orgId');
    const id = await insertDemand(tx, {
      title: body.title,
      description: body.description ?? '',
      robotTypes: await catalogueTypes(tx, body.robotTypes, 'robotTypes'),
      priority: body.priority,
      state: DemandState.OPEN,
      orgId,
      authorId: session.userId,
      updatedBy: session.userId,
    });
    await recordOperation(tx, { audit, action: 'demand.create', target: target(id, body.title), result: 'success' });
    return { id };
  });

export const updateDemand = (db: Db, audit: AuditContext, session: SessionContext, body: TDemandUpdateBody) =>
  db.transaction(async (tx) => {
    const demand = await findDemandInScope(tx, body.id, session.orgPath);
    if (!demand) throw notFound('id');
    if (body.state !== undefined && !demandStatesFrom(demand.state).includes(body.state)) {
      throw new AppError('DEMAND_MOVE_REFUSED', { fields: [{ path: 'state', code: 'errors.DEMAND_MOVE_REFUSED' }] });
    }
    const next = {
      title: body.title ?? demand.title,
      description: body.description ?? demand.description,
      robotTypes: body.robotTypes ? await catalogueTypes(tx, body.robotTypes, 'robotTypes') : demand.robotTypes,
      priority: body.priority ?? demand.priority,
      state: body.state ?? demand.state,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) =>
      k === 'robotTypes' ? next.robotTypes.join() !== demand.robotTypes.join() : next[k] !== demand[k],
    );
    if (changed.length === 0) throw new AppError('NO_CHANGES');
    await updateDemandFields(tx, demand.id, { ...next, updatedBy: session.userId });
    await recordOperation(tx, {
      audit,
      action: 'demand.update',
      target: target(demand.id, next.title),
      result: 'success',
      detail: { changed, ...(next.state !== demand.state && { from: demand.state, to: next.state }) },
    });
    return null;
  });

export const deleteDemand = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const demand = await findDemandInScope(tx, id, session.orgPath);
    if (!demand) throw notFound();
    await deleteDemandRow(tx, demand.id);
    await recordOperation(tx, { audit, action: 'demand.delete', target: target(demand.id, demand.title), result: 'success' });
    return null;
  });
