import {
  ComponentAction,
  ComponentEvent,
  ComponentSerialType,
  ComponentState,
  isInstalledState,
  nextComponentState,
  type TComponent,
  type TComponentActionBody,
  type TComponentHistoryItem,
  type TComponentListQuery,
  type TComponentSaveBody,
  type TComponentUpdateBody,
  type TRemovedTo,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { refuseDuplicate } from '../../lib/unique-violation';
import { findVisibleRobot } from '../robot/robot.repository';
import { findComponentModelInScope } from './component-model.repository';
import {
  componentHistory,
  findComponentInScope,
  insertComponentEvents,
  insertComponents,
  listComponents,
  updateComponentFields,
  type ComponentRow,
} from './component-resource.repository';

export const toComponent = (r: ComponentRow): TComponent => ({
  id: r.id,
  componentModelId: r.componentModelId,
  model: r.model,
  kind: r.kind,
  consumable: r.consumable,
  lifespanHours: r.lifespanHours,
  serialType: r.serialType,
  serialNo: r.serialNo,
  state: r.state,
  expiresAt: r.expiresAt,
  robotId: r.robotId,
  deviceNumber: r.deviceNumber,
  robotAlias: r.robotAlias,
  installedAt: r.installedAt?.toISOString() ?? null,
  note: r.note,
  orgId: r.orgId,
  orgName: r.orgName,
  updatedBy: r.updatedBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const findComponents = async (db: Db, session: SessionContext, q: TComponentListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listComponents(db, session.orgPath, q, q.page, q.pageSize);
  return { list: rows.map(toComponent), total, page: q.page, pageSize: q.pageSize };
};

const target = (id: number, serialNo: string) => `component:${id} ${serialNo}`;

/** A serial number is unique within its model, letter case aside: the unique index decides a clash. */
export const uniqueSerial = <T>(work: Promise<T>) =>
  refuseDuplicate(
    work,
    () => new AppError('COMPONENT_SERIAL_TAKEN', { fields: [{ path: 'serialNo', code: 'errors.COMPONENT_SERIAL_TAKEN' }] }),
  );

export const createComponent = (db: Db, audit: AuditContext, session: SessionContext, body: TComponentSaveBody) =>
  uniqueSerial(
    db.transaction(async (tx) => {
      // The model's row lock (shared with the model's delete) keeps a model with stock from disappearing.
      const model = await findComponentModelInScope(tx, body.componentModelId, session.orgPath);
      if (!model) throw notFound('componentModelId');
      const [row] = await insertComponents(tx, [
        {
          componentModelId: model.id,
          serialType: body.serialType ?? ComponentSerialType.FACTORY,
          serialNo: body.serialNo,
          state: ComponentState.IDLE,
          expiresAt: body.expiresAt ?? null,
          note: (body.note ?? '').trim(),
          createdBy: session.userId,
          updatedBy: session.userId,
        },
      ]);
      const id = row!.id;
      await insertComponentEvents(tx, [
        { componentId: id, event: ComponentEvent.CREATED, toState: ComponentState.IDLE, userId: session.userId },
      ]);
      await recordOperation(tx, { audit, action: 'component.create', target: target(id, body.serialNo), result: 'success' });
      return { id };
    }),
  );

const stateRefused = () => new AppError('COMPONENT_STATE_REFUSED');

export const updateComponent = (db: Db, audit: AuditContext, session: SessionContext, body: TComponentUpdateBody) =>
  uniqueSerial(
    db.transaction(async (tx) => {
      const cur = await findComponentInScope(tx, body.id, session.orgPath);
      if (!cur) throw notFound('id');
      // A discarded component's record is history: it stays as it was when it left.
      if (cur.state === ComponentState.DISCARDED) throw stateRefused();
      const next = {
        serialType: body.serialType ?? cur.serialType,
        serialNo: body.serialNo ?? cur.serialNo,
        expiresAt: body.expiresAt === undefined ? cur.expiresAt : body.expiresAt,
        note: body.note === undefined ? cur.note : body.note.trim(),
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== cur[k]);
      if (changed.length === 0) throw new AppError('NO_CHANGES');
      await updateComponentFields(tx, cur.id, { ...next, updatedBy: session.userId });
      await insertComponentEvents(tx, [
        {
          componentId: cur.id,
          event: ComponentEvent.EDITED,
          fromState: cur.state,
          toState: cur.state,
          note: changed.join(', '),
          userId: session.userId,
        },
      ]);
      await recordOperation(tx, {
        audit,
        action: 'component.update',
        target: target(cur.id, next.serialNo),
        result: 'success',
        detail: { changed },
      });
      return null;
    }),
  );

/**
 * One move of the state machine, written with its history entry in one transaction (the swap of the
 * robot configuration screen runs two of these in one). Install checks the robot: the caller must see
 * it and its type must be one the model fits (COMPONENT_NOT_FOR_TYPE, naming the model).
 */
export const moveComponentIn = async (tx: Tx, session: SessionContext, body: TComponentActionBody, maintainRecordId?: number) => {
  const cur = await findComponentInScope(tx, body.id, session.orgPath);
  if (!cur) throw notFound('id');
  const to = nextComponentState(cur.state, body.action);
  if (!to) throw stateRefused();
  let robotId: number | null = null;
  if (body.action === ComponentAction.INSTALL) {
    const robot = body.robotId ? await findVisibleRobot(tx, body.robotId, session.orgPath) : undefined;
    if (!robot) throw notFound('robotId');
    if (!cur.robotTypes.includes(robot.robotType)) {
      throw new AppError('COMPONENT_NOT_FOR_TYPE', {
        vars: { model: cur.model },
        fields: [{ path: 'robotId', code: 'errors.COMPONENT_NOT_FOR_TYPE', vars: { model: cur.model } }],
      });
    }
    robotId = robot.id;
  }
  const installed = isInstalledState(to);
  await updateComponentFields(tx, cur.id, {
    state: to,
    robotId: installed ? robotId : null,
    installedAt: installed ? new Date() : null,
    updatedBy: session.userId,
  });
  await insertComponentEvents(tx, [
    {
      componentId: cur.id,
      event: body.action,
      fromState: cur.state,
      toState: to,
      // The robot it went into or came out of: the history says where it was.
      robotId: robotId ?? cur.robotId,
      note: (body.note ?? '').trim(),
      maintainRecordId: maintainRecordId ?? null,
      userId: session.userId,
    },
  ]);
  return cur;
};

/**
 * Takes a component out of a robot (a swap, a maintenance replacement): it must be installed in that robot
 * (COMPONENT_NOT_IN_ROBOT, naming its serial) and goes where `action` says (remove, repair or discard).
 */
export const takeOut = async (
  tx: Tx,
  session: SessionContext,
  robotId: number,
  id: number,
  action: TRemovedTo,
  maintainRecordId?: number,
  note?: string,
) => {
  const cur = await findComponentInScope(tx, id, session.orgPath);
  if (!cur) throw notFound('id');
  if (cur.robotId !== robotId) throw new AppError('COMPONENT_NOT_IN_ROBOT', { vars: { serialNo: cur.serialNo } });
  return moveComponentIn(tx, session, { id, action, note }, maintainRecordId);
};

/**
 * Runs a component move for a form whose field is not the move's own: a refusal is re-addressed to `path`
 * ("installId", "replacements.1.removeId"), keeping its code and message values.
 */
export const refusalOn = async <T>(path: string, work: Promise<T>): Promise<T> => {
  try {
    return await work;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const vars = e.opts.vars ?? e.opts.fields?.[0]?.vars;
    throw new AppError(e.codeName, { ...e.opts, fields: [{ path, code: `errors.${e.codeName}`, ...(vars ? { vars } : {}) }] });
  }
};

export const moveComponent = (db: Db, audit: AuditContext, session: SessionContext, body: TComponentActionBody) =>
  db.transaction(async (tx) => {
    const cur = await moveComponentIn(tx, session, body);
    await recordOperation(tx, {
      audit,
      action: 'component.move',
      target: target(cur.id, cur.serialNo),
      result: 'success',
      detail: { action: body.action, from: cur.state },
    });
    return null;
  });

export const findComponentHistory = (db: Db, session: SessionContext, id: number): Promise<TComponentHistoryItem[]> =>
  db.transaction(async (tx) => {
    if (!(await findComponentInScope(tx, id, session.orgPath))) throw notFound();
    return (await componentHistory(tx, id)).map((h) => ({ ...h, at: h.at.toISOString() }));
  });
