import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { authEpoch, organizations, rolePermissions, roles, sessions, users } from '../db/schema';

/**
 * The guard's reads of sessions (what a token stands for, the epoch, a role's codes, last seen). They
 * live with the guard, not in modules/auth, which writes sessions: plugins never import modules.
 */
export interface SessionRow {
  userId: number;
  account: string;
  lastSeenAt: Date;
  revokedReason: string | null;
  enabled: boolean;
  deleted: boolean;
  isFirstLogin: boolean;
  orgId: number;
  orgPath: string;
  roleId: number;
  permVersion: number;
  /** auth_epoch as of the same snapshot: the row stays true while the epoch has not moved. */
  epoch: number;
}

/**
 * The session, its user, organisation path, role version and the auth epoch, in one statement (one
 * snapshot). A named prepared statement: planning it each time tripled its cost.
 */
const prepareFindSession = (db: Db) =>
  db
    .select({
      userId: sessions.userId,
      account: users.account,
      lastSeenAt: sessions.lastSeenAt,
      revokedReason: sessions.revokedReason,
      enabled: users.enabled,
      deletedAt: users.deletedAt,
      isFirstLogin: users.isFirstLogin,
      orgId: users.orgId,
      orgPath: organizations.path,
      roleId: users.roleId,
      permVersion: roles.permVersion,
      epoch: sql<number>`(select ${authEpoch.epoch} from ${authEpoch} where ${authEpoch.id} = 1)`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('find_session');

const prepared = new WeakMap<Db, ReturnType<typeof prepareFindSession>>();

export const findSession = async (db: Db, tokenHash: string): Promise<SessionRow | undefined> => {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareFindSession(db)));
  const [r] = await query.execute({ tokenHash });
  if (!r) return undefined;
  const { deletedAt, ...rest } = r;
  return { ...rest, deleted: deletedAt !== null };
};

const prepareReadEpoch = (db: Db) =>
  db.select({ epoch: authEpoch.epoch }).from(authEpoch).where(eq(authEpoch.id, 1)).prepare('read_auth_epoch');
const preparedEpoch = new WeakMap<Db, ReturnType<typeof prepareReadEpoch>>();

/** The current auth epoch (migration 0013): one index lookup, the session cache's check. */
export const readAuthEpoch = async (db: Db): Promise<number | undefined> => {
  let query = preparedEpoch.get(db);
  if (!query) preparedEpoch.set(db, (query = prepareReadEpoch(db)));
  const [r] = await query.execute();
  return r?.epoch;
};

export const findRoleCodes = async (db: Tx, roleId: number) => {
  const rows = await db.select({ code: rolePermissions.code }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.code);
};

export const touchSession = (db: Tx, tokenHash: string) =>
  db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
