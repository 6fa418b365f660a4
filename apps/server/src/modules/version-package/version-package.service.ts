import {
  fieldErrorOf,
  FileKind,
  PackageSource,
  PackageState,
  versionText,
  ZPackageUploadFields,
  type TPackage,
  type TPackageListQuery,
  type TPackageRegisterBody,
  type TPackageReleaseBody,
  type TVersionOption,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { findVersionInScope } from '../version/version.repository';
import { notFound } from '../../lib/tenancy';
import type { FileStore } from '../file/file-store';
import type { Upload, UploadFields } from '../file/file-upload';
import { countStoredUses, deleteFileRow, insertFile, lockStoredObject } from '../file/file.repository';
import { removeUnused } from '../file/file.service';
import { findOrgInScope } from '../org/org.repository';
import {
  deletePackageRow,
  findPackageInScope,
  findVisiblePackage,
  insertPackage,
  insertReleaseOrgs,
  listPackages,
  listVersionOptions,
  releaseOrgsOf,
  updatePackageRow,
  type PackageRow,
} from './version-package.repository';

const toPackage = ({ storedName: _s, orgPath: _o, major, minor, ...r }: PackageRow, releasedTo: TPackage['releasedTo']): TPackage => ({
  ...r,
  versionText: versionText({ major, minor }),
  submittedAt: r.submittedAt.toISOString(),
  releasedAt: r.releasedAt?.toISOString() ?? null,
  releasedTo,
});

export const findPackages = async (db: Db, session: SessionContext, q: TPackageListQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listPackages(db, session.orgPath, q, q.page, q.pageSize);
  const orgs = await releaseOrgsOf(
    db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toPackage(r, orgs.get(r.id) ?? [])), total, page: q.page, pageSize: q.pageSize };
};

export const findVersionOptions = async (db: Db, session: SessionContext): Promise<TVersionOption[]> =>
  (await listVersionOptions(db, session.orgPath)).map(({ major, minor, ...v }) => ({ ...v, text: versionText({ major, minor }) }));

const target = (id: number, version: string) => `package:${id} ${version}`;

/** The version a submission names, of the caller's subtree, locked for share until the package is in. */
const versionOf = async (db: Tx, session: SessionContext, versionId: number) => {
  const version = await findVersionInScope(db, versionId, session.orgPath, 'share');
  if (!version) throw notFound('versionId');
  return { ...version, text: versionText(version) };
};

/**
 * The upload's fields, read before its file: refused (the fields named) before a byte is stored. Empty
 * fields count as absent, as a browser sends an md5 box left blank.
 */
export const checkUploadFields = async (db: Db, session: SessionContext, raw: UploadFields) => {
  const parsed = ZPackageUploadFields.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => fieldErrorOf(i.path.join('.'), { ...i, values: 'values' in i ? i.values : undefined }));
    throw new AppError('VALIDATION', { fields });
  }
  return { ...parsed.data, version: await versionOf(db, session, parsed.data.versionId) };
};
export type UploadForm = Awaited<ReturnType<typeof checkUploadFields>>;

/**
 * Records an uploaded build the store already holds: its file (kind package, in the version's
 * organisation) and the package, in one transaction. A given md5 that differs from the bytes' refuses it;
 * whatever is refused or fails leaves nothing (the stored object goes unless another file shares it).
 */
export const submitUpload = async (
  db: Db,
  store: FileStore,
  audit: AuditContext,
  session: SessionContext,
  upload: Upload & { fields: UploadForm },
) => {
  const { stored, type, name, fields } = upload;
  const md5 = upload.md5!;
  try {
    if (fields.md5 !== undefined && fields.md5 !== md5) {
      throw new AppError('PACKAGE_MD5_MISMATCH', {
        vars: { md5 },
        fields: [{ path: 'md5', code: 'errors.PACKAGE_MD5_MISMATCH', vars: { md5 } }],
      });
    }
    return await db.transaction(async (tx) => {
      // Checked again, locked, in the transaction that inserts: the version may have gone or been renumbered.
      const version = await versionOf(tx, session, fields.version.id);
      await lockStoredObject(tx, stored.storedName);
      // A delete of the last row with the same content may have removed it between put and lock.
      if (!(await store.exists(stored.storedName))) throw new AppError('CONFLICT');
      const fileId = await insertFile(tx, { name, ...type, ...stored, createdBy: session.userId, orgId: version.orgId });
      const id = await insertPackage(tx, {
        versionId: version.id,
        packageType: fields.packageType,
        source: PackageSource.UPLOAD,
        fileId,
        md5,
        sha256: stored.sha256,
        size: stored.size,
        note: fields.note,
        submittedBy: session.userId,
      });
      await recordOperation(tx, {
        audit,
        action: 'package.submit',
        target: target(id, version.text),
        result: 'success',
        detail: { source: PackageSource.UPLOAD, packageType: fields.packageType, size: stored.size, md5 },
      });
      return { id };
    });
  } catch (e) {
    await removeUnused(db, store, stored.storedName);
    throw e;
  }
};

export const registerPackage = (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  body: TPackageRegisterBody & { note: string; md5: string },
) =>
  db.transaction(async (tx) => {
    const version = await versionOf(tx, session, body.versionId);
    const id = await insertPackage(tx, {
      versionId: version.id,
      packageType: body.packageType,
      source: PackageSource.URL,
      url: body.url,
      md5: body.md5,
      size: body.size,
      note: body.note,
      submittedBy: session.userId,
    });
    await recordOperation(tx, {
      audit,
      action: 'package.submit',
      target: target(id, version.text),
      result: 'success',
      detail: { source: PackageSource.URL, packageType: body.packageType, size: body.size, md5: body.md5 },
    });
    return { id };
  });

const packageOf = async (tx: Tx, session: SessionContext, id: number) => {
  const p = await findPackageInScope(tx, id, session.orgPath);
  if (!p) throw notFound('id');
  return p;
};
const stateRefused = () => new AppError('PACKAGE_STATE_REFUSED');

/** Deletes a submission never released; its uploaded file (and the bytes, when nothing else shares them) go with it. */
export const deletePackage = (db: Db, store: FileStore, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const p = await packageOf(tx, session, id);
    if (p.state !== PackageState.SUBMITTED) throw new AppError('PACKAGE_RELEASED');
    await deletePackageRow(tx, p.id);
    if (p.fileId !== null && p.storedName !== null) {
      await lockStoredObject(tx, p.storedName);
      await deleteFileRow(tx, p.fileId);
      if ((await countStoredUses(tx, p.storedName)) === 0) await store.remove(p.storedName);
    }
    await recordOperation(tx, { audit, action: 'package.delete', target: target(p.id, versionText(p)), result: 'success' });
    return null;
  });

/** Approves a submission and publishes it to organisations of the caller's subtree, recording who and when. */
export const releasePackage = (db: Db, audit: AuditContext, session: SessionContext, body: TPackageReleaseBody) =>
  db.transaction(async (tx) => {
    const p = await packageOf(tx, session, body.id);
    const orgIds = [...new Set(body.orgIds)];
    for (const orgId of orgIds) if (!(await findOrgInScope(tx, orgId, session.orgPath))) throw notFound('orgIds');
    if (p.state !== PackageState.SUBMITTED) throw stateRefused();
    await updatePackageRow(tx, p.id, {
      state: PackageState.RELEASED,
      packageType: body.packageType,
      releasedBy: session.userId,
      releasedAt: new Date(),
    });
    await insertReleaseOrgs(tx, p.id, orgIds);
    await recordOperation(tx, {
      audit,
      action: 'package.release',
      target: target(p.id, versionText(p)),
      result: 'success',
      detail: { orgIds, packageType: body.packageType, ...(body.packageType !== p.packageType && { from: p.packageType }) },
    });
    return null;
  });

/** A released package leaves the choices of new OTA campaigns (those running keep it). */
export const withdrawPackage = (db: Db, audit: AuditContext, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    const p = await packageOf(tx, session, id);
    if (p.state !== PackageState.RELEASED) throw stateRefused();
    await updatePackageRow(tx, p.id, { state: PackageState.WITHDRAWN });
    await recordOperation(tx, { audit, action: 'package.withdraw', target: target(p.id, versionText(p)), result: 'success' });
    return null;
  });

/** An uploaded package the caller may see; an external one has no bytes here (its address is in the list). */
export const packageForDownload = async (db: Db, session: SessionContext, id: number) => {
  const p = await findVisiblePackage(db, id, session.orgPath);
  if (!p || p.storedName === null || p.fileName === null) throw notFound('id');
  return { ...p, storedName: p.storedName, fileName: p.fileName, kind: FileKind.PACKAGE };
};
