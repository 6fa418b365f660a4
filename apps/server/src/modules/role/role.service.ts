import { isPermissionCode, type TRoleListQuery, type TRoleSaveBody, type TRoleUpdateBody } from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { codesNotHeld, notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { findOrgInScope } from '../org/org.repository';
import {
  codesOfRoles,
  countRoleUsers,
  deleteRoleRow,
  findRoleInScope,
  insertRole,
  listRoles,
  replaceRoleCodes,
  roleCodes,
  rolesOnPath,
  updateRoleFields,
} from './role.repository';

type RoleRow = NonNullable<Awaited<ReturnType<typeof findRoleInScope>>>;
const toRole = ({ orgPath: _p, ...r }: RoleRow) => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Valid catalogue codes the caller holds; anything else is refused naming the codes. */
export const checkGrantable = (session: SessionContext, codes: string[]) => {
  const unknown = codes.filter((c) => !isPermissionCode(c));
  if (unknown.length) throw new AppError('VALIDATION', { fields: [{ path: 'permissions', code: 'validation.invalid' }] });
  const missing = codesNotHeld(session, codes);
  if (missing.length) throw new AppError('GRANT_NOT_HELD', { vars: { codes: missing.slice(0, 5).join(', ') }, data: { codes: missing } });
};

/** A role the caller may manage or hand out: in scope and holding nothing the caller lacks. */
export const manageableRole = async (tx: Tx, session: SessionContext, id: number, field?: string) => {
  const role = await findRoleInScope(tx, id, session.orgPath);
  if (!role) throw notFound(field);
  const codes = await roleCodes(tx, id);
  return { role, codes, aboveCaller: codesNotHeld(session, codes).length > 0 };
};

export const findRoles = async (db: Db, session: SessionContext, q: TRoleListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listRoles(db, session.orgPath, q, q.page, q.pageSize);
  return { list: rows.map(toRole), total, page: q.page, pageSize: q.pageSize };
};

export const getRole = async (db: Db, session: SessionContext, id: number) => {
  const role = await findRoleInScope(db, id, session.orgPath);
  if (!role) throw notFound();
  return { ...toRole(role), permissions: await roleCodes(db, id) };
};

const unique = (codes: string[]) => [...new Set(codes)];

export const createRole = (db: Db, audit: AuditContext, session: SessionContext, body: TRoleSaveBody) =>
  db.transaction(async (tx) => {
    const org = await findOrgInScope(tx, body.orgId, session.orgPath);
    if (!org) throw notFound('orgId');
    const codes = unique(body.permissions);
    checkGrantable(session, codes);
    const id = await insertRole(tx, { name: body.name, orgId: org.id, level: org.level, description: body.description ?? null });
    await replaceRoleCodes(tx, id, codes);
    await recordOperation(tx, {
      audit,
      action: 'role.create',
      target: `role:${id} ${body.name}`,
      result: 'success',
      detail: { codes: codes.length },
    });
    return { id };
  });

export const updateRole = (db: Db, audit: AuditContext, session: SessionContext, body: TRoleUpdateBody) =>
  db.transaction(async (tx) => {
    const { role, codes, aboveCaller } = await manageableRole(tx, session, body.id, 'id');
    if (role.builtin) throw new AppError('BUILTIN_ROLE');
    if (aboveCaller) throw new AppError('PERMISSION_DENIED');
    let org = { id: role.orgId, level: role.level };
    if (body.orgId !== undefined && body.orgId !== role.orgId) {
      const target = await findOrgInScope(tx, body.orgId, session.orgPath);
      if (!target) throw notFound('orgId');
      org = target;
    }
    const next = { name: body.name ?? role.name, description: body.description ?? role.description, orgId: org.id, level: org.level };
    const nextCodes = body.permissions ? unique(body.permissions) : codes;
    if (body.permissions) checkGrantable(session, nextCodes);
    const sameCodes = nextCodes.length === codes.length && nextCodes.every((c) => codes.includes(c));
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== role[k]);
    if (changed.length === 0 && sameCodes) throw new AppError('NO_CHANGES');
    await updateRoleFields(tx, role.id, next);
    if (!sameCodes) await replaceRoleCodes(tx, role.id, nextCodes);
    await recordOperation(tx, {
      audit,
      action: 'role.update',
      target: `role:${role.id} ${next.name}`,
      result: 'success',
      detail: { changed, permissionsChanged: !sameCodes },
    });
    return null;
  });

export const deleteRole = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const { role, aboveCaller } = await manageableRole(tx, session, id);
    if (role.builtin) throw new AppError('BUILTIN_ROLE');
    if (aboveCaller) throw new AppError('PERMISSION_DENIED');
    const holders = await countRoleUsers(tx, id);
    if (holders > 0) throw new AppError('ROLE_IN_USE', { vars: { users: holders } });
    await deleteRoleRow(tx, id);
    await recordOperation(tx, { audit, action: 'role.delete', target: `role:${id} ${role.name}`, result: 'success' });
    return null;
  });

/** Roles a user of `orgId` may be given by the caller: on the organisation's path, none above the caller. */
export const assignableRoles = async (db: Db, session: SessionContext, orgId: number) => {
  const org = await findOrgInScope(db, orgId, session.orgPath);
  if (!org) return [];
  const pathIds = org.path.split('/').filter(Boolean).map(Number);
  const candidates = await rolesOnPath(db, pathIds, session.orgPath);
  const codes = await codesOfRoles(
    db,
    candidates.map((r) => r.id),
  );
  return candidates
    .filter((r) => codesNotHeld(session, codes.get(r.id) ?? []).length === 0)
    .map((r) => ({ id: r.id, name: r.name, level: r.level, orgName: r.orgName }));
};
