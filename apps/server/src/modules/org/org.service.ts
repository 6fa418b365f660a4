import type { TOrg, TOrgFields, TOrgListQuery, TOrgTreeNode, TOrgUpdateBody } from '@fleet/contracts';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import {
  countDependents,
  deleteOrgRow,
  handRobotHistoryToParent,
  findOrgByCode,
  findOrgById,
  findOrgInScope,
  getOrgDetail,
  insertOrg,
  listOrgs,
  listScopeOrgs,
  minChildLevel,
  moveSubtree,
  purgeDeletedUsers,
  setSubtreeBusiness,
  updateOrgFields,
  type OrgRow,
} from './org.repository';
import { findLandmark } from './landmark.repository';
import { handFilesToParent } from '../file/file.repository';
import { handTicketsToParent } from '../work-order/ticket.repository';

type OrgDetailRow = NonNullable<Awaited<ReturnType<typeof getOrgDetail>>>;
const toOrg = (r: OrgDetailRow): TOrg => ({ ...r, createdAt: r.createdAt.toISOString() });

/** A generated code when none is given: short, unique, letters and digits. */
const generatedCode = () =>
  `ORG${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;

const ensureCodeFree = async (tx: Tx, code: string, exceptId?: number) => {
  if (await findOrgByCode(tx, code, exceptId)) {
    throw new AppError('ORG_CODE_EXISTS', { fields: [{ path: 'code', code: 'errors.ORG_CODE_EXISTS' }] });
  }
};

const levelBelowParent = (level: number, parentOrg: OrgRow) => {
  if (level <= parentOrg.level) throw new AppError('ORG_LEVEL_INVALID', { fields: [{ path: 'level', code: 'errors.ORG_LEVEL_INVALID' }] });
};

/** A business is a level-1 organisation; everything below it carries its code. */
const businessCodeFor = (level: number, code: string, parentOrg: OrgRow) => (level <= 1 ? code : parentOrg.businessCode);

export const findOrgs = async (db: Db, session: SessionContext, q: TOrgListQuery & { page: number; pageSize: number }) => {
  let subtreePath: string | undefined;
  if (q.parentId) {
    const root = await findOrgInScope(db, q.parentId, session.orgPath);
    if (!root) return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
    subtreePath = root.path;
  }
  const { rows, total } = await listOrgs(db, session.orgPath, { ...q, subtreePath }, q.page, q.pageSize);
  return { list: rows.map(toOrg), total, page: q.page, pageSize: q.pageSize };
};

export const getOrg = async (db: Db, session: SessionContext, id: number) => {
  const org = await findOrgInScope(db, id, session.orgPath);
  if (!org) throw notFound();
  return toOrg((await getOrgDetail(db, id))!);
};

/** Creates an organisation in a transaction the caller provides (createBusiness reuses it). */
export const insertOrgChecked = async (tx: Tx, session: SessionContext, body: TOrgFields) => {
  const parentOrg = await findOrgInScope(tx, body.parentId, session.orgPath);
  if (!parentOrg) throw notFound('parentId');
  levelBelowParent(body.level, parentOrg);
  const code = body.code ?? generatedCode();
  await ensureCodeFree(tx, code);
  const { parentId: _p, code: _c, ...fields } = body;
  return insertOrg(
    tx,
    { ...fields, code, parentId: parentOrg.id, businessCode: businessCodeFor(body.level, code, parentOrg) },
    parentOrg.path,
  );
};

export const createOrg = (db: Db, audit: AuditContext, session: SessionContext, body: TOrgFields) =>
  db.transaction(async (tx) => {
    const { id } = await insertOrgChecked(tx, session, body);
    await recordOperation(tx, { audit, action: 'organization.create', target: `org:${id} ${body.name}`, result: 'success' });
    return { id };
  });

export const updateOrg = (db: Db, audit: AuditContext, session: SessionContext, body: TOrgUpdateBody) =>
  db.transaction((tx) => updateOrgChecked(tx, audit, session, body));

/** Edits an organisation in the caller's transaction; `allowUnchanged` when another change rides along. */
export const updateOrgChecked = async (
  tx: Tx,
  audit: AuditContext,
  session: SessionContext,
  body: TOrgUpdateBody,
  opts: { allowUnchanged?: boolean } = {},
) => {
  const org = await findOrgInScope(tx, body.id, session.orgPath);
  if (!org) throw notFound('id');
  // Keeping the parent needs no visibility of it (an administrator may edit their own organisation,
  // whose parent lies above their scope); a new parent must be visible and outside the own subtree.
  const parentOrg =
    body.parentId === org.parentId ? await findOrgById(tx, body.parentId) : await findOrgInScope(tx, body.parentId, session.orgPath);
  if (!parentOrg || (body.parentId !== org.parentId && parentOrg.path.startsWith(org.path))) throw notFound('parentId');
  levelBelowParent(body.level, parentOrg);
  const childMin = await minChildLevel(tx, org.id);
  if (childMin !== null && childMin <= body.level) {
    throw new AppError('ORG_LEVEL_INVALID', { fields: [{ path: 'level', code: 'errors.ORG_LEVEL_INVALID' }] });
  }
  const code = body.code ?? org.code;
  if (code !== org.code) await ensureCodeFree(tx, code, org.id);
  const next = {
    name: body.name,
    level: body.level,
    parentId: parentOrg.id,
    code,
    contactName: body.contactName ?? null,
    phone: body.phone ?? null,
    type: body.type ?? null,
    area: body.area ?? null,
    longitude: body.longitude ?? null,
    latitude: body.latitude ?? null,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== org[k]);
  if (changed.length === 0) {
    if (opts.allowUnchanged) return null;
    throw new AppError('NO_CHANGES');
  }
  await updateOrgFields(tx, org.id, next);
  let path = org.path;
  if (parentOrg.id !== org.parentId) {
    path = `${parentOrg.path}${org.id}/`;
    await moveSubtree(tx, org.path, path);
  }
  const business = businessCodeFor(body.level, code, parentOrg);
  if (business !== org.businessCode) await setSubtreeBusiness(tx, path, business);
  await recordOperation(tx, {
    audit,
    action: 'organization.update',
    target: `org:${org.id} ${body.name}`,
    result: 'success',
    detail: { changed },
  });
  return null;
};

/** Deletes an empty organisation; its landmark file (if any) is removed once the delete committed. */
export const deleteOrg = async (db: Db, audit: AuditContext, session: SessionContext, id: number, filesDir: string) => {
  const storedName = await db.transaction(async (tx) => {
    const org = await findOrgInScope(tx, id, session.orgPath);
    if (!org) throw notFound();
    const deps = await countDependents(tx, id);
    if (deps.children + deps.users + deps.roles + deps.robots > 0) throw new AppError('ORG_NOT_EMPTY', { vars: deps, data: deps });
    const landmark = await findLandmark(tx, id);
    await purgeDeletedUsers(tx, id);
    if (org.parentId !== null) {
      await handRobotHistoryToParent(tx, id, org.parentId);
      await handFilesToParent(tx, id, org.parentId);
      await handTicketsToParent(tx, id, org.parentId);
    }
    await deleteOrgRow(tx, id);
    await recordOperation(tx, { audit, action: 'organization.delete', target: `org:${id} ${org.name}`, result: 'success' });
    return landmark?.storedName;
  });
  if (storedName) await rm(path.join(filesDir, 'landmarks', storedName), { force: true });
  return null;
};

/** The visible tree, rooted at the caller's organisation (or at `id` / a business within it). */
export const orgTree = async (db: Db, session: SessionContext, q: { id?: number; businessCode?: string }) => {
  const rows = await listScopeOrgs(db, session.orgPath);
  const nodes = new Map<number, TOrgTreeNode & { parentId: number | null }>();
  for (const r of rows)
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      level: r.level,
      code: r.code,
      businessCode: r.businessCode,
      parentId: r.parentId,
      children: [],
    });
  const roots: TOrgTreeNode[] = [];
  for (const n of nodes.values()) {
    const p = n.parentId !== null ? nodes.get(n.parentId) : undefined;
    if (p) p.children.push(n);
    else roots.push(n);
  }
  const strip = (n: TOrgTreeNode & { parentId?: number | null }): TOrgTreeNode => ({
    id: n.id,
    name: n.name,
    level: n.level,
    code: n.code,
    businessCode: n.businessCode,
    children: n.children.map(strip),
  });
  if (q.id) {
    const n = nodes.get(q.id);
    return n ? [strip(n)] : [];
  }
  if (q.businessCode) return rows.filter((r) => r.level === 1 && r.code === q.businessCode).map((r) => strip(nodes.get(r.id)!));
  return roots.map(strip);
};

export const listBusinesses = async (db: Db, session: SessionContext) =>
  (await listScopeOrgs(db, session.orgPath)).filter((r) => r.level === 1).map(({ id, name, level, code }) => ({ id, name, level, code }));

/** The chain from the caller's own organisation down to `id`. */
export const orgChain = async (db: Db, session: SessionContext, id: number) => {
  const org = await findOrgInScope(db, id, session.orgPath);
  if (!org) throw notFound();
  const ids = org.path.split('/').filter(Boolean).map(Number);
  const rows = await listScopeOrgs(db, session.orgPath);
  return ids
    .map((i) => rows.find((r) => r.id === i))
    .filter((r) => r !== undefined)
    .map(({ id: i, name, level, code }) => ({ id: i, name, level, code }));
};
