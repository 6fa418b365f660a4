import type { TUser, TUserListQuery, TUserSaveBody, TUserUpdateBody } from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generatePassword, hashPassword } from '../../lib/password';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { revokeUserSessions } from '../auth/session.repository';
import { findOrgInScope } from '../org/org.repository';
import { manageableRole } from '../role/role.service';
import { accountTaken, findUserInScope, insertUser, listUserOptions, listUsers, updateUserFields } from './user-admin.repository';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserInScope>>>;
const toUser = ({ orgPath: _p, ...r }: UserRow): TUser => ({ ...r, createdAt: r.createdAt.toISOString() });

/**
 * A role may be given to a user of an organisation when the role belongs to that organisation or one
 * above it (inside the caller's scope) and holds nothing the caller lacks.
 */
const checkAssignable = async (tx: Tx, session: SessionContext, roleId: number, orgPath: string) => {
  const { role, aboveCaller } = await manageableRole(tx, session, roleId, 'roleId');
  if (aboveCaller || !orgPath.startsWith(role.orgPath)) {
    throw new AppError('ROLE_NOT_ASSIGNABLE', { fields: [{ path: 'roleId', code: 'errors.ROLE_NOT_ASSIGNABLE' }] });
  }
  return role;
};

/** A user the caller may change: in scope, not the caller, and not holding a role above the caller's. */
const manageableUser = async (tx: Tx, session: SessionContext, id: number) => {
  const user = await findUserInScope(tx, id, session.orgPath);
  if (!user) throw notFound('id');
  if (user.id === session.userId) throw new AppError('CANNOT_CHANGE_SELF');
  const { aboveCaller } = await manageableRole(tx, session, user.roleId);
  if (aboveCaller) throw new AppError('PERMISSION_DENIED');
  return user;
};

export const findUsers = async (db: Db, session: SessionContext, q: TUserListQuery & { page: number; pageSize: number }) => {
  let subtreePath: string | undefined;
  if (q.orgId) {
    const org = await findOrgInScope(db, q.orgId, session.orgPath);
    if (!org) return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
    subtreePath = org.path;
  }
  const { rows, total } = await listUsers(db, session.orgPath, { ...q, subtreePath }, q.page, q.pageSize);
  return { list: rows.map(toUser), total, page: q.page, pageSize: q.pageSize };
};

/** Users of the caller's subtree, for pickers. */
export const findUserOptions = (db: Db, session: SessionContext) => listUserOptions(db, session.orgPath);

export const getUser = async (db: Db, session: SessionContext, id: number) => {
  const user = await findUserInScope(db, id, session.orgPath);
  if (!user) throw notFound();
  return toUser(user);
};

/** Inserts a user in the caller's transaction (createBusiness reuses it for the first administrator). */
export const insertUserChecked = async (tx: Tx, session: SessionContext, body: TUserSaveBody) => {
  if (await accountTaken(tx, body.account)) {
    throw new AppError('ACCOUNT_EXISTS', { fields: [{ path: 'account', code: 'errors.ACCOUNT_EXISTS' }] });
  }
  return insertUser(tx, {
    account: body.account,
    userName: body.userName,
    passwordHash: await hashPassword(body.password),
    phone: body.phone ?? '',
    email: body.email ?? '',
    orgId: body.orgId,
    roleId: body.roleId,
    isFirstLogin: true,
    createdBy: session.userId,
  });
};

export const createUser = (db: Db, audit: AuditContext, session: SessionContext, body: TUserSaveBody) =>
  db.transaction(async (tx) => {
    const org = await findOrgInScope(tx, body.orgId, session.orgPath);
    if (!org) throw notFound('orgId');
    await checkAssignable(tx, session, body.roleId, org.path);
    const id = await insertUserChecked(tx, session, body);
    await recordOperation(tx, { audit, action: 'user.create', target: `user:${id} ${body.account}`, result: 'success' });
    return { id };
  });

export const updateUser = (db: Db, audit: AuditContext, session: SessionContext, body: TUserUpdateBody) =>
  db.transaction(async (tx) => {
    const user = await manageableUser(tx, session, body.id);
    let orgPath = user.orgPath;
    if (body.orgId !== undefined && body.orgId !== user.orgId) {
      const org = await findOrgInScope(tx, body.orgId, session.orgPath);
      if (!org) throw notFound('orgId');
      orgPath = org.path;
    }
    const roleId = body.roleId ?? user.roleId;
    if (roleId !== user.roleId || orgPath !== user.orgPath) await checkAssignable(tx, session, roleId, orgPath);
    const next = {
      userName: body.userName ?? user.userName,
      phone: body.phone ?? user.phone,
      email: body.email ?? user.email,
      orgId: body.orgId ?? user.orgId,
      roleId,
      enabled: body.enabled ?? user.enabled,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== user[k]);
    if (changed.length === 0) throw new AppError('NO_CHANGES');
    await updateUserFields(tx, user.id, next);
    if (!next.enabled && user.enabled) await revokeUserSessions(tx, user.id, 'disabled');
    await recordOperation(tx, {
      audit,
      action: 'user.update',
      target: `user:${user.id} ${user.account}`,
      result: 'success',
      detail: { changed },
    });
    return null;
  });

export const deleteUser = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const user = await manageableUser(tx, session, id);
    await updateUserFields(tx, user.id, { deletedAt: new Date(), enabled: false });
    await revokeUserSessions(tx, user.id, 'disabled');
    await recordOperation(tx, { audit, action: 'user.delete', target: `user:${user.id} ${user.account}`, result: 'success' });
    return null;
  });

/** A one-time password, returned once; the user must replace it at the next sign-in. */
export const revertPassword = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const user = await manageableUser(tx, session, id);
    const password = generatePassword();
    await updateUserFields(tx, user.id, { passwordHash: await hashPassword(password), isFirstLogin: true });
    await revokeUserSessions(tx, user.id, 'password');
    await recordOperation(tx, { audit, action: 'user.revert', target: `user:${user.id} ${user.account}`, result: 'success' });
    return { password };
  });
