import { LANDMARK_ORG_LEVEL, type TBindLandmarksBody } from '@fleet/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { bind, boundLandmarks, findLandmark, unbind } from '../org/landmark.repository';
import { findOrgInScope } from '../org/org.repository';
import { findUserInScope } from './user-admin.repository';

export const listUserLandmarks = async (db: Db, session: SessionContext, userId: number) => {
  if (!(await findUserInScope(db, userId, session.orgPath))) throw notFound('userId');
  return boundLandmarks(db, userId);
};

/** Every landmark must be a point organisation of the caller's subtree that has a landmark file. */
const change = (kind: 'bind' | 'unbind') => (db: Db, audit: AuditContext, session: SessionContext, body: TBindLandmarksBody) =>
  db.transaction(async (tx) => {
    const user = await findUserInScope(tx, body.userId, session.orgPath);
    if (!user) throw notFound('userId');
    const orgIds = [...new Set(body.orgIds)];
    for (const id of orgIds) {
      const org = await findOrgInScope(tx, id, session.orgPath);
      if (!org || org.level !== LANDMARK_ORG_LEVEL || (kind === 'bind' && !(await findLandmark(tx, id)))) throw notFound('orgIds');
    }
    await (kind === 'bind' ? bind(tx, user.id, orgIds) : unbind(tx, user.id, orgIds));
    await recordOperation(tx, {
      audit,
      action: `user.${kind}Landmarks`,
      target: `user:${user.id} ${user.account}`,
      result: 'success',
      detail: { orgIds },
    });
    return null;
  });
export const bindUserLandmarks = change('bind');
export const unbindUserLandmarks = change('unbind');
