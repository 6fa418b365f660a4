import type { TDisplayLink, TDisplayLinkCreateBody, TDisplayLinkCreated } from '@fleet/contracts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import { hashToken, type AuditContext, type DisplayContext, type SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findOrgInScope } from '../org/org.repository';
import {
  deleteDisplayLinkRow,
  findDisplayLinkByHash,
  findDisplayLinkInScope,
  insertDisplayLink,
  listDisplayLinks,
  revokeDisplayLinkRow,
  touchDisplayLink,
} from './display-link.repository';

const DAY_MS = 86_400_000;
/** Last use is a hint for whoever tidies the list: once a minute is precise enough and spares the writes. */
const TOUCH_EVERY_MS = 60_000;

type Row = NonNullable<Awaited<ReturnType<typeof findDisplayLinkInScope>>>;
const stateOf = (r: { expiresAt: Date; revokedAt: Date | null }, now = Date.now()): TDisplayLink['state'] =>
  r.revokedAt ? 'revoked' : r.expiresAt.getTime() <= now ? 'expired' : 'active';
const iso = (d: Date | null) => d?.toISOString() ?? null;
const toLink = (r: Row): TDisplayLink => ({
  ...r,
  state: stateOf(r),
  expiresAt: r.expiresAt.toISOString(),
  revokedAt: iso(r.revokedAt),
  lastUsedAt: iso(r.lastUsedAt),
  createdAt: r.createdAt.toISOString(),
});

export const findDisplayLinks = async (db: Db, session: SessionContext) => (await listDisplayLinks(db, session.orgPath)).map(toLink);

export const createDisplayLink = (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  body: Required<TDisplayLinkCreateBody>,
): Promise<TDisplayLinkCreated> =>
  db.transaction(async (tx) => {
    const org = await findOrgInScope(tx, body.orgId, session.orgPath);
    if (!org) throw notFound('orgId');
    // 256 random bits: guessing one is hopeless, so a fast hash is enough to keep the table harmless.
    const token = randomBytes(32).toString('base64url');
    const id = await insertDisplayLink(tx, {
      name: body.name,
      orgId: org.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + body.days * DAY_MS),
      createdBy: session.userId,
    });
    await recordOperation(tx, { audit, action: 'displayLink.create', target: `display:${id} ${body.name}`, result: 'success' });
    return { id, token };
  });

export const revokeDisplayLink = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const link = await findDisplayLinkInScope(tx, id, session.orgPath);
    if (!link) throw notFound();
    if (link.revokedAt) throw new AppError('NO_CHANGES');
    await revokeDisplayLinkRow(tx, id);
    await recordOperation(tx, { audit, action: 'displayLink.revoke', target: `display:${id} ${link.name}`, result: 'success' });
    return null;
  });

export const deleteDisplayLink = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const link = await findDisplayLinkInScope(tx, id, session.orgPath);
    if (!link) throw notFound();
    await deleteDisplayLinkRow(tx, id);
    await recordOperation(tx, { audit, action: 'displayLink.delete', target: `display:${id} ${link.name}`, result: 'success' });
    return null;
  });

/**
 * The scope a display token reads, checked on every request (one indexed read, no cache), so a
 * revocation applies to the display's very next request on every instance. Unknown, revoked and
 * expired tokens are all DISPLAY_LINK_ENDED: the display can only ask for a new link.
 */
export const resolveDisplayToken = async (db: Db, token: string): Promise<DisplayContext> => {
  const link = token ? await findDisplayLinkByHash(db, hashToken(token)) : undefined;
  if (!link || stateOf(link) !== 'active') throw new AppError('DISPLAY_LINK_ENDED');
  if (!link.lastUsedAt || Date.now() - link.lastUsedAt.getTime() > TOUCH_EVERY_MS) await touchDisplayLink(db, link.id, TOUCH_EVERY_MS);
  return { linkId: link.id, orgPath: link.orgPath, orgName: link.orgName };
};
