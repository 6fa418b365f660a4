import type { TLandmarkSite, ZLandmarkListQuery } from '@fleet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findOrgInScope } from '../org/org.repository';
import { describeLandmarks } from './landmark-view';
import { countLandmarks, pageLandmarks } from './landmark.repository';

type ListQuery = z.infer<typeof ZLandmarkListQuery>;

/** The caller's subtree, or that of an organisation in it (another → NOT_FOUND on orgId); robots are those the caller sees either way. */
export const findLandmarks = async (db: Db, session: SessionContext, q: ListQuery) => {
  let scope = session.orgPath;
  if (q.orgId !== undefined) {
    const org = await findOrgInScope(db, q.orgId, session.orgPath);
    if (!org) throw notFound('orgId');
    scope = org.path;
  }
  const offset = (q.page - 1) * q.pageSize;
  const [rows, total] = await Promise.all([pageLandmarks(db, scope, q, q.pageSize, offset), countLandmarks(db, scope, q)]);
  return { list: await describeLandmarks(db, session.orgPath, rows), total, page: q.page, pageSize: q.pageSize };
};

/** Any organisation that is not a point of the caller's subtree is not found, like one that does not exist. */
export const getLandmark = async (db: Db, session: SessionContext, id: number): Promise<TLandmarkSite> => {
  const [row] = await pageLandmarks(db, session.orgPath, { ids: [id] }, 1, 0);
  if (!row) throw notFound();
  return (await describeLandmarks(db, session.orgPath, [row]))[0]!;
};
