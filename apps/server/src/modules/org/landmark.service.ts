import { LANDMARK_ORG_LEVEL, ZOrgFields, ZOrgUpdateBody, type TLandmarkOrg } from '@fleet/contracts';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import type { LandmarkForm } from './landmark-upload';
import { findLandmark, upsertLandmark } from './landmark.repository';
import { findOrgInScope } from './org.repository';
import { getOrg, insertOrgChecked, updateOrgChecked } from './org.service';

export const landmarkDir = (filesDir: string) => path.join(filesDir, 'landmarks');

/** Form fields are text: numbers are read as numbers, empty fields as absent; then the contract decides. */
const parseForm = <S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> => {
  const numbers = ['id', 'parentId'];
  const decimals = ['longitude', 'latitude'];
  const number = (k: string, v: string) =>
    (numbers.includes(k) && /^\d+$/.test(v)) || (decimals.includes(k) && /^-?\d+(\.\d+)?$/.test(v)) ? Number(v) : v;
  const raw = Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, number(k, v)]),
  );
  const parsed = schema.safeParse({ ...raw, level: LANDMARK_ORG_LEVEL });
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((i) => ({
      path: i.path.join('.'),
      code: i.message.startsWith('validation.') ? i.message : 'validation.invalid',
    }));
    throw new AppError('VALIDATION', { fields: fieldErrors });
  }
  return parsed.data;
};

/** `form`: the request's fields and file, already on disk (landmark-upload.ts); removed here when refused. */
export const createLandmarkOrg = async (db: Db, audit: AuditContext, session: SessionContext, { fields, file }: LandmarkForm) => {
  try {
    const body = parseForm(ZOrgFields, fields);
    if (!file) throw new AppError('VALIDATION', { fields: [{ path: 'file', code: 'validation.required' }] });
    return await db.transaction(async (tx) => {
      const { id } = await insertOrgChecked(tx, session, body);
      await upsertLandmark(tx, {
        orgId: id,
        fileName: file.fileName,
        size: file.size,
        sha256: file.sha256,
        storedName: file.storedName,
        uploadedBy: session.userId,
      });
      await recordOperation(tx, {
        audit,
        action: 'organization.createLandmark',
        target: `org:${id} ${body.name}`,
        result: 'success',
        detail: { file: file.fileName, size: file.size },
      });
      return { id };
    });
  } catch (e) {
    if (file) await rm(file.fullPath, { force: true });
    throw e;
  }
};

export const updateLandmarkOrg = async (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  filesDir: string,
  { fields, file }: LandmarkForm,
) => {
  let replaced: string | undefined;
  try {
    const body = parseForm(ZOrgUpdateBody, fields);
    await db.transaction(async (tx) => {
      const org = await findOrgInScope(tx, body.id, session.orgPath);
      if (!org || org.level !== LANDMARK_ORG_LEVEL) throw notFound('id');
      await updateOrgChecked(tx, audit, session, body, { allowUnchanged: !!file });
      if (file) {
        replaced = (await findLandmark(tx, org.id))?.storedName;
        await upsertLandmark(tx, {
          orgId: org.id,
          fileName: file.fileName,
          size: file.size,
          sha256: file.sha256,
          storedName: file.storedName,
          uploadedBy: session.userId,
        });
        await recordOperation(tx, {
          audit,
          action: 'organization.landmarkFile',
          target: `org:${org.id} ${org.name}`,
          result: 'success',
          detail: { file: file.fileName, size: file.size },
        });
      }
    });
  } catch (e) {
    if (file) await rm(file.fullPath, { force: true });
    throw e;
  }
  // The old file goes only once the new one is committed.
  if (replaced) await rm(path.join(landmarkDir(filesDir), replaced), { force: true });
  return null;
};

export const getLandmarkOrg = async (db: Db, session: SessionContext, id: number): Promise<TLandmarkOrg> => {
  const org = await getOrg(db, session, id);
  const lm = await findLandmark(db, id);
  return {
    ...org,
    landmark: lm ? { fileName: lm.fileName, size: lm.size, sha256: lm.sha256, uploadedAt: lm.uploadedAt.toISOString() } : null,
  };
};

export const landmarkFile = async (db: Db, session: SessionContext, filesDir: string, id: number) => {
  const org = await findOrgInScope(db, id, session.orgPath);
  const lm = org ? await findLandmark(db, id) : undefined;
  if (!lm) throw notFound();
  return {
    filename: lm.fileName,
    contentType: 'application/octet-stream',
    content: createReadStream(path.join(landmarkDir(filesDir), lm.storedName)),
  };
};
