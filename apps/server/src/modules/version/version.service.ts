import {
  normalVersionMinor,
  versionText,
  type TSoftwareVersion,
  type TVersionListQuery,
  type TVersionSaveBody,
  type TVersionUpdateBody,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { refuseDuplicate } from '../../lib/unique-violation';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findOrgInScope } from '../org/org.repository';
import {
  deleteVersionRow,
  demandsInScope,
  findVersionInScope,
  hasPackages,
  insertVersion,
  listVersions,
  readableVersionDocument,
  setVersionDemands,
  updateVersionFields,
  versionDemandIds,
} from './version.repository';
import { catalogueTypes } from '../robot-type/robot-type.service';

type Row = Awaited<ReturnType<typeof listVersions>>['rows'][number];
const toVersion = ({ releaseNoteId: _, ...r }: Row): TSoftwareVersion => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const findVersions = async (db: Db, session: SessionContext, q: TVersionListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listVersions(db, session.orgPath, q, q.page, q.pageSize);
  return { list: rows.map(toVersion), total, page: q.page, pageSize: q.pageSize };
};

const target = (id: number, v: { softwareType: string; major: number; minor: string }) =>
  `version:${id} ${v.softwareType} ${versionText(v)}`;
const normalIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

const versionExists = () => new AppError('VERSION_EXISTS', { fields: [{ path: 'minor', code: 'errors.VERSION_EXISTS' }] });
/** A concurrent definition of the same number got in first: the unique index decides. */
const uniqueNumber = <T>(work: Promise<T>) => refuseDuplicate(work, versionExists);

/** Every requirement must be one of the caller's subtree, the release note a version document they read. */
const checkLinks = async (tx: Tx, session: SessionContext, demandIds: number[] | undefined, releaseNoteId: number | null | undefined) => {
  if (demandIds && (await demandsInScope(tx, demandIds, session.orgPath)).length !== demandIds.length) throw notFound('demandIds');
  if (releaseNoteId != null && !(await readableVersionDocument(tx, releaseNoteId, session.orgPath))) throw notFound('releaseNoteId');
};

export const createVersion = (db: Db, audit: AuditContext, session: SessionContext, body: TVersionSaveBody) =>
  uniqueNumber(
    db.transaction(async (tx) => {
      const orgId = body.orgId ?? session.orgId;
      if (!(await findOrgInScope(tx, orgId, session.orgPath))) throw notFound('orgId');
      const demandIds = normalIds(body.demandIds ?? []);
      await checkLinks(tx, session, demandIds, body.releaseNoteId);
      const values = { softwareType: body.softwareType, major: body.major, minor: normalVersionMinor(body.minor) };
      const id = await insertVersion(tx, {
        ...values,
        description: body.description,
        robotTypes: await catalogueTypes(tx, body.robotTypes, 'robotTypes'),
        releaseNoteId: body.releaseNoteId ?? null,
        orgId,
        authorId: session.userId,
      });
      await setVersionDemands(tx, id, demandIds);
      await recordOperation(tx, { audit, action: 'version.create', target: target(id, values), result: 'success' });
      return { id };
    }),
  );

export const updateVersion = (db: Db, audit: AuditContext, session: SessionContext, body: TVersionUpdateBody) =>
  uniqueNumber(
    db.transaction(async (tx) => {
      const version = await findVersionInScope(tx, body.id, session.orgPath);
      if (!version) throw notFound('id');
      const demandIds = body.demandIds && normalIds(body.demandIds);
      await checkLinks(tx, session, demandIds, body.releaseNoteId);
      const next = {
        softwareType: body.softwareType ?? version.softwareType,
        major: body.major ?? version.major,
        minor: body.minor !== undefined ? normalVersionMinor(body.minor) : version.minor,
        description: body.description ?? version.description,
        robotTypes: body.robotTypes ? await catalogueTypes(tx, body.robotTypes, 'robotTypes') : version.robotTypes,
        releaseNoteId: body.releaseNoteId !== undefined ? body.releaseNoteId : version.releaseNoteId,
      };
      const changed: string[] = (Object.keys(next) as (keyof typeof next)[]).filter((k) =>
        k === 'robotTypes' ? next.robotTypes.join() !== version.robotTypes.join() : next[k] !== version[k],
      );
      const before = await versionDemandIds(tx, version.id);
      if (demandIds && demandIds.join() !== before.join()) changed.push('demandIds');
      if (changed.length === 0) throw new AppError('NO_CHANGES');
      const renumbered = changed.some((k) => k === 'softwareType' || k === 'major' || k === 'minor');
      if (renumbered && (await hasPackages(tx, version.id))) throw new AppError('VERSION_IN_USE');
      await updateVersionFields(tx, version.id, next);
      if (demandIds) await setVersionDemands(tx, version.id, demandIds);
      await recordOperation(tx, {
        audit,
        action: 'version.update',
        target: target(version.id, next),
        result: 'success',
        detail: { changed, ...(renumbered && { from: versionText(version), to: versionText(next) }) },
      });
      return null;
    }),
  );

export const deleteVersion = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const version = await findVersionInScope(tx, id, session.orgPath);
    if (!version) throw notFound();
    if (await hasPackages(tx, version.id)) throw new AppError('VERSION_IN_USE');
    await deleteVersionRow(tx, version.id);
    await recordOperation(tx, { audit, action: 'version.delete', target: target(version.id, version), result: 'success' });
    return null;
  });
