import type { Lang, TOwnDetail, TUpdateOwnerBody } from '@fleet/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { findOwnDetail, setLanguage, updateOwnFields } from './user.repository';

export const getOwnDetail = async (db: Db, session: SessionContext): Promise<TOwnDetail> => {
  const r = await findOwnDetail(db, session.userId);
  if (!r) throw new AppError('SESSION_GONE');
  return { ...r, businessName: r.businessName ?? '' };
};

/** Spec §5: an edit that changes nothing is refused with "no changes". */
export const updateOwner = async (db: Db, audit: AuditContext, session: SessionContext, body: TUpdateOwnerBody) => {
  const current = await getOwnDetail(db, session);
  const next = { userName: body.userName, phone: body.phone ?? '', email: body.email ?? '' };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== current[k]);
  if (changed.length === 0) throw new AppError('NO_CHANGES');
  await db.transaction(async (tx) => {
    await updateOwnFields(tx, session.userId, next);
    await recordOperation(tx, { audit, action: 'user.updateOwner', result: 'success', target: session.account, detail: { changed } });
  });
};

/** The language the caller's account keeps (its menus and seeded names follow it). */
export const setOwnLanguage = (db: Db, audit: AuditContext, session: SessionContext, lang: Lang) =>
  db.transaction(async (tx) => {
    await setLanguage(tx, session.userId, lang);
    await recordOperation(tx, { audit, action: 'user.language', result: 'success', target: lang });
  });
