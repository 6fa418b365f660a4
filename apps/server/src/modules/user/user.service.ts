import type { TOwnDetail, TUpdateOwnerBody } from '@fleet/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../plugins/audit';
import type { SessionContext } from '../../plugins/auth';
import { findOwnDetail, updateOwnFields } from './user.repository';

export const getOwnDetail = async (db: Db, session: SessionContext): Promise<TOwnDetail> => {
  const r = await findOwnDetail(db, session.userId);
  if (!r) throw new AppError('SESSION_GONE');
  return { ...r, businessName: r.businessName ?? '' };
};

/** Spec §5: an edit that changes nothing is refused with "no changes". */
export const updateOwner = async (db: Db, req: FastifyRequest, session: SessionContext, body: TUpdateOwnerBody) => {
  const current = await getOwnDetail(db, session);
  const next = { userName: body.userName, phone: body.phone ?? '', email: body.email ?? '' };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== current[k]);
  if (changed.length === 0) throw new AppError('NO_CHANGES');
  await db.transaction(async (tx) => {
    await updateOwnFields(tx, session.userId, next);
    await recordOperation(tx, { req, action: 'user.updateOwner', result: 'success', target: session.account, detail: { changed } });
  });
};
