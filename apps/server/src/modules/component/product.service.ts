import type { TProduct, TProductListQuery, TProductSaveBody, TProductUpdateBody, TRobotType } from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { refuseDuplicate } from '../../lib/unique-violation';
import { findOrgInScope } from '../org/org.repository';
import {
  billModelsInScope,
  billsOf,
  deleteProductRow,
  findProductInScope,
  insertProduct,
  listProducts,
  replaceBill,
  updateProductFields,
  type BillLine,
} from './product.repository';
import { catalogueTypes } from '../robot-type/robot-type.service';

type Row = Awaited<ReturnType<typeof listProducts>>['rows'][number];

export const findProducts = async (db: Db, session: SessionContext, q: TProductListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listProducts(db, session.orgPath, q, q.page, q.pageSize);
  const lines = await billsOf(
    db,
    rows.map((r) => r.id),
  );
  const toProduct = (r: Row): TProduct => ({
    ...r,
    components: lines.filter((l) => l.productId === r.id).map(({ productId: _, ...l }) => l),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });
  return { list: rows.map(toProduct), total, page: q.page, pageSize: q.pageSize };
};

const target = (id: number, model: string) => `product:${id} ${model}`;
/** Optional text: absent, empty and blank are all stored as ''. */
const optText = (v: string | undefined) => (v ?? '').trim();
const linePath = (i: number) => `components.${i}.componentModelId`;

/** The model is unique per organisation, letter case aside: a save or a concurrent one that clashes is refused. */
const uniqueModel = <T>(work: Promise<T>) =>
  refuseDuplicate(work, () => new AppError('PRODUCT_MODEL_TAKEN', { fields: [{ path: 'model', code: 'errors.PRODUCT_MODEL_TAKEN' }] }));

/**
 * The robot type is in the catalogue, and each line names a component model the caller sees (else not found, as anything outside the subtree)
 * that fits the product's robot type; the first line that fails is named.
 */
const checkBill = async (tx: Tx, session: SessionContext, robotType: TRobotType, lines: BillLine[]) => {
  await catalogueTypes(tx, [robotType], 'robotType');
  const found = new Map(
    (
      await billModelsInScope(
        tx,
        lines.map((l) => l.componentModelId),
        session.orgPath,
      )
    ).map((m) => [m.id, m]),
  );
  lines.forEach((l, i) => {
    const m = found.get(l.componentModelId);
    if (!m) throw notFound(linePath(i));
    if (!m.robotTypes.includes(robotType))
      throw new AppError('COMPONENT_NOT_FOR_TYPE', {
        fields: [{ path: linePath(i), code: 'errors.COMPONENT_NOT_FOR_TYPE' }],
        vars: { model: m.model },
      });
  });
};

export const createProduct = (db: Db, audit: AuditContext, session: SessionContext, body: TProductSaveBody) =>
  uniqueModel(
    db.transaction(async (tx) => {
      const orgId = body.orgId ?? session.orgId;
      if (!(await findOrgInScope(tx, orgId, session.orgPath))) throw notFound('orgId');
      const lines = body.components ?? [];
      await checkBill(tx, session, body.robotType, lines);
      const id = await insertProduct(tx, {
        orgId,
        name: body.name,
        model: body.model,
        robotType: body.robotType,
        description: optText(body.description),
        createdBy: session.userId,
        updatedBy: session.userId,
      });
      await replaceBill(tx, id, lines);
      await recordOperation(tx, { audit, action: 'product.create', target: target(id, body.model), result: 'success' });
      return { id };
    }),
  );

/** A bill is a set of (model, count): the order its lines come in is no change. */
const billKey = (lines: BillLine[]) =>
  lines
    .map((l) => `${l.componentModelId}x${l.count}`)
    .sort()
    .join();

export const updateProduct = (db: Db, audit: AuditContext, session: SessionContext, body: TProductUpdateBody) =>
  uniqueModel(
    db.transaction(async (tx) => {
      const cur = await findProductInScope(tx, body.id, session.orgPath);
      if (!cur) throw notFound('id');
      const next = {
        name: body.name ?? cur.name,
        model: body.model ?? cur.model,
        robotType: body.robotType ?? cur.robotType,
        components: body.components ?? cur.components,
        description: body.description === undefined ? cur.description : optText(body.description),
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) =>
        k === 'components' ? billKey(next.components) !== billKey(cur.components) : next[k] !== cur[k],
      );
      if (changed.length === 0) throw new AppError('NO_CHANGES');
      // The merged product is checked: a new robot type alone must still fit every line of the bill kept.
      if (changed.includes('robotType') || changed.includes('components')) await checkBill(tx, session, next.robotType, next.components);
      const { components, ...values } = next;
      await updateProductFields(tx, cur.id, { ...values, updatedBy: session.userId });
      if (changed.includes('components')) await replaceBill(tx, cur.id, components);
      await recordOperation(tx, {
        audit,
        action: 'product.update',
        target: target(cur.id, next.model),
        result: 'success',
        detail: { changed },
      });
      return null;
    }),
  );

export const deleteProduct = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const cur = await findProductInScope(tx, id, session.orgPath);
    if (!cur) throw notFound();
    await deleteProductRow(tx, cur.id); // its bill goes with it (ON DELETE CASCADE)
    await recordOperation(tx, { audit, action: 'product.delete', target: target(cur.id, cur.model), result: 'success' });
    return null;
  });
