import {
  V,
  type TComponentModel,
  type TComponentModelListQuery,
  type TComponentModelSaveBody,
  type TComponentModelUpdateBody,
} from '@fleet/contracts';
import type { Db } from '../../db/client';
import { refuseDuplicate } from '../../lib/unique-violation';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findOrgInScope } from '../org/org.repository';
import {
  deleteComponentModelRow,
  findComponentModelInScope,
  insertComponentModel,
  listComponentModels,
  updateComponentModelFields,
} from './component-model.repository';
import { countComponentsOfModel } from './component-resource.repository';
import { countProductsUsing } from './product.repository';
import { catalogueTypes } from '../robot-type/robot-type.service';

type Row = Awaited<ReturnType<typeof listComponentModels>>['rows'][number];
const toModel = (r: Row): TComponentModel => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

export const findComponentModels = async (
  db: Db,
  session: SessionContext,
  q: TComponentModelListQuery & { page: number; pageSize: number },
) => {
  const { rows, total } = await listComponentModels(db, session.orgPath, q, q.page, q.pageSize);
  return { list: rows.map(toModel), total, page: q.page, pageSize: q.pageSize };
};

const target = (id: number, model: string) => `componentModel:${id} ${model}`;
/** Optional text: absent, empty and blank are all stored as ''. */
const optText = (v: string | undefined) => (v ?? '').trim();

/** The model is unique per organisation, letter case aside: a save or a concurrent one that clashes is refused. */
const uniqueModel = <T>(work: Promise<T>) =>
  refuseDuplicate(work, () => new AppError('COMPONENT_MODEL_TAKEN', { fields: [{ path: 'model', code: 'errors.COMPONENT_MODEL_TAKEN' }] }));
const lifespanError = (code: string) => new AppError('VALIDATION', { fields: [{ path: 'lifespanHours', code }] });

export const createComponentModel = (db: Db, audit: AuditContext, session: SessionContext, body: TComponentModelSaveBody) =>
  uniqueModel(
    db.transaction(async (tx) => {
      const orgId = body.orgId ?? session.orgId;
      if (!(await findOrgInScope(tx, orgId, session.orgPath))) throw notFound('orgId');
      const consumable = body.consumable ?? false;
      const id = await insertComponentModel(tx, {
        orgId,
        model: body.model,
        kind: body.kind,
        vendor: optText(body.vendor),
        consumable,
        lifespanHours: consumable ? (body.lifespanHours ?? null) : null,
        robotTypes: await catalogueTypes(tx, body.robotTypes, 'robotTypes'),
        description: optText(body.description),
        createdBy: session.userId,
        updatedBy: session.userId,
      });
      await recordOperation(tx, { audit, action: 'componentModel.create', target: target(id, body.model), result: 'success' });
      return { id };
    }),
  );

/**
 * The body's check sees only what it is given; the merged model must still hold "consumable ⇔ lifespan":
 * turning a consumable off drops its lifespan, turning one on needs a lifespan it has or is given.
 */
const nextLifespan = (consumable: boolean, given: number | null | undefined, current: number | null) => {
  if (given === undefined) {
    if (!consumable) return null;
    if (current == null) throw lifespanError(V.required);
    return current;
  }
  if (consumable && given == null) throw lifespanError(V.required);
  if (!consumable && given != null) throw lifespanError(V.invalid);
  return given;
};

export const updateComponentModel = (db: Db, audit: AuditContext, session: SessionContext, body: TComponentModelUpdateBody) =>
  uniqueModel(
    db.transaction(async (tx) => {
      const cur = await findComponentModelInScope(tx, body.id, session.orgPath);
      if (!cur) throw notFound('id');
      const consumable = body.consumable ?? cur.consumable;
      const next = {
        model: body.model ?? cur.model,
        kind: body.kind ?? cur.kind,
        vendor: body.vendor === undefined ? cur.vendor : optText(body.vendor),
        consumable,
        lifespanHours: nextLifespan(consumable, body.lifespanHours, cur.lifespanHours),
        robotTypes: body.robotTypes ? await catalogueTypes(tx, body.robotTypes, 'robotTypes') : cur.robotTypes,
        description: body.description === undefined ? cur.description : optText(body.description),
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) =>
        k === 'robotTypes' ? next.robotTypes.join() !== cur.robotTypes.join() : next[k] !== cur[k],
      );
      if (changed.length === 0) throw new AppError('NO_CHANGES');
      await updateComponentModelFields(tx, cur.id, { ...next, updatedBy: session.userId });
      await recordOperation(tx, {
        audit,
        action: 'componentModel.update',
        target: target(cur.id, next.model),
        result: 'success',
        detail: { changed },
      });
      return null;
    }),
  );

export const deleteComponentModel = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const cur = await findComponentModelInScope(tx, id, session.orgPath);
    if (!cur) throw notFound();
    // A product's bill still holding it refuses the delete, saying how many (the foreign key is the backstop).
    const products = await countProductsUsing(tx, cur.id);
    if (products > 0) throw new AppError('COMPONENT_MODEL_IN_USE', { vars: { products } });
    // Stock of the model (any state, discarded ones too: their history names the model) keeps it.
    const stock = await countComponentsOfModel(tx, cur.id);
    if (stock > 0) throw new AppError('COMPONENT_MODEL_IN_STOCK', { vars: { components: stock } });
    await deleteComponentModelRow(tx, cur.id);
    await recordOperation(tx, { audit, action: 'componentModel.delete', target: target(cur.id, cur.model), result: 'success' });
    return null;
  });
