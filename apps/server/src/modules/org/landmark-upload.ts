import { isStorableText, LANDMARK_FILE_MAX_BYTES, V } from '@fleet/contracts';
import type { FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../lib/app-error';

export interface UploadedFile {
  fileName: string;
  size: number;
  sha256: string;
  storedName: string;
  fullPath: string;
}

/**
 * Reads a multipart form of text fields and at most one file (`file`), streaming the file to disk
 * with its hash and size. The caller moves or deletes it: a refused request must leave no file behind.
 */
export interface LandmarkForm {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

export const readLandmarkForm = async (req: FastifyRequest, dir: string): Promise<LandmarkForm> => {
  if (!req.isMultipart()) throw new AppError('VALIDATION', { fields: [{ path: 'file', code: 'validation.invalid' }] });
  await mkdir(dir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: LANDMARK_FILE_MAX_BYTES, files: 1, fields: 30 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || !part.filename) {
        part.file.resume();
        continue;
      }
      // The name is stored as text: the rule every other text field follows (contracts zString).
      if (!isStorableText(part.filename)) {
        part.file.resume();
        throw new AppError('VALIDATION', { fields: [{ path: 'file', code: V.characters }] });
      }
      const storedName = `${Date.now()}-${randomBytes(6).toString('hex')}.bin`;
      const fullPath = path.join(dir, storedName);
      const hash = createHash('sha256');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          hash.update(chunk);
          size += chunk.length;
          cb(null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(fullPath));
      file = { fileName: path.basename(part.filename).slice(0, 200), size, sha256: hash.digest('hex'), storedName, fullPath };
      if (part.file.truncated) throw new AppError('VALIDATION', { fields: [{ path: 'file', code: 'validation.tooLong' }] });
    }
  } catch (e) {
    if (file) await rm(file.fullPath, { force: true });
    throw e;
  }
  return { fields, file };
};
