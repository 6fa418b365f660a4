import type { TApiKey, TApiKeyListQuery, ZApiKeySaveBody } from '@fleet/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { findOrgInScope, listScopeOrgs } from '../org/org.repository';
import { listOpenRobots } from '../robot/robot.repository';
import { findApiKeyByKeyId, findApiKeyInScope, insertApiKey, listApiKeys, updateApiKey } from './empower.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findApiKeyInScope>>>;
const stateOf = (r: { enabled: boolean; beginAt: Date; endAt: Date }, now = Date.now()): TApiKey['state'] =>
  !r.enabled ? 'disabled' : r.beginAt.getTime() > now ? 'pending' : r.endAt.getTime() <= now ? 'expired' : 'active';
const toKey = ({ orgPath: _p, ...r }: Row): TApiKey => ({
  ...r,
  state: stateOf(r),
  beginAt: r.beginAt.toISOString(),
  endAt: r.endAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});
const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const findApiKeys = async (db: Db, session: SessionContext, q: TApiKeyListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listApiKeys(db, session.orgPath, q, q.page, q.pageSize);
  return { list: rows.map(toKey), total, page: q.page, pageSize: q.pageSize };
};

export const createApiKey = (db: Db, audit: AuditContext, session: SessionContext, body: z.infer<typeof ZApiKeySaveBody>) =>
  db.transaction(async (tx) => {
    const org = await findOrgInScope(tx, body.orgId, session.orgPath);
    if (!org) throw notFound('orgId');
    const keyId = `fk_${randomBytes(9).toString('base64url')}`;
    const secret = randomBytes(32).toString('base64url');
    const id = await insertApiKey(tx, {
      orgId: org.id,
      companyCode: body.companyCode,
      provider: body.provider,
      keyId,
      secretHash: digest(secret),
      beginAt: new Date(body.beginAt),
      endAt: new Date(body.endAt),
      createdBy: session.userId,
    });
    await recordOperation(tx, { audit, action: 'empower.create', target: `key:${id} ${keyId}`, result: 'success' });
    return { id, keyId, secret, apiKey: `${keyId}.${secret}` };
  });

const change = (action: 'enable' | 'disable' | 'expire') => (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx: Tx) => {
    const key = await findApiKeyInScope(tx, id, session.orgPath);
    if (!key) throw notFound();
    const now = new Date();
    if (action === 'expire' && key.endAt <= now) throw new AppError('NO_CHANGES');
    if (action !== 'expire' && key.enabled === (action === 'enable')) throw new AppError('NO_CHANGES');
    await updateApiKey(tx, id, action === 'expire' ? { endAt: now } : { enabled: action === 'enable' });
    await recordOperation(tx, { audit, action: `empower.${action}`, target: `key:${id} ${key.keyId}`, result: 'success' });
    return null;
  });
export const enableApiKey = change('enable');
export const disableApiKey = change('disable');
export const expireApiKey = change('expire');

/** Checks an `X-Api-Key: <keyId>.<secret>` header; the organisation path it reads, or null. */
export const verifyApiKey = async (db: Db, header: string | undefined) => {
  const [keyId, secret] = (header ?? '').split('.');
  if (!keyId || !secret) return null;
  const key = await findApiKeyByKeyId(db, keyId);
  if (!key) return null;
  const ok = timingSafeEqual(Buffer.from(key.secretHash, 'hex'), Buffer.from(digest(secret), 'hex'));
  return ok && stateOf(key) === 'active' ? { orgPath: key.orgPath, keyId: key.id } : null;
};

/** The open data API: what a key's organisation subtree holds, never more. */
export const openOrganizations = async (db: Db, orgPath: string) =>
  (await listScopeOrgs(db, orgPath)).map(({ id, name, level, code, parentId }) => ({ id, name, level, code, parentId }));

/** A bounded answer: the open API is for dashboards, not a bulk export. */
export const openRobots = (db: Db, orgPath: string) => listOpenRobots(db, orgPath, 10_000);
