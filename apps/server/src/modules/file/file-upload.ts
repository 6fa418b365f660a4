import { FILE_NAME_MAX, isStorableText, V } from '@fleet/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { FileStore, StoredObject } from './file-store';
import { UploadCheck, type UploadRules } from './upload-check';
import type { DetectedType } from './file-type';

/** Bytes each stage of an upload buffers (busboy's part, the check, the file write). */
export const STREAM_HWM = 1024 * 1024;

export interface Upload {
  /** The display name: the browser's file name without any directory part, never used as a path. */
  name: string;
  type: DetectedType;
  stored: StoredObject;
  /** The MD5 of the bytes, when the rules asked for it (UploadRules.md5). */
  md5?: string;
}

/** The text fields sent before the file part (later ones are not read: the file is streamed as it comes). */
export type UploadFields = Record<string, string>;

const fieldsOf = (part: { fields: Record<string, unknown> }): UploadFields =>
  Object.fromEntries(
    Object.entries(part.fields).flatMap(([k, v]) =>
      v && typeof v === 'object' && 'type' in v && v.type === 'field' && 'value' in v ? [[k, String(v.value)]] : [],
    ),
  );

const invalidFile = (code: string = V.required) => new AppError('VALIDATION', { fields: [{ path: 'file', code }] });

/** The last segment of a browser's name (some send a full Windows path), without control characters. */
export const displayName = (raw: string) => {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean === '' || clean === '.' || clean === '..' ? 'file' : clean).slice(0, FILE_NAME_MAX).trim();
};

/**
 * Reads a multipart upload's one file (`file`) straight into the store through `UploadCheck`: never
 * whole in memory, and a refused or broken upload leaves nothing (the store removes its temporary
 * file). The route's part, like zod's body parsing; the service receives the stored result.
 */
export async function readUpload(req: FastifyRequest, store: FileStore, rules: UploadRules): Promise<Upload>;
/**
 * With `fieldsFirst`: the fields sent before the file are checked (and may be refused) before a byte is
 * stored, and what it returns comes back with the upload.
 */
export async function readUpload<F>(
  req: FastifyRequest,
  store: FileStore,
  rules: UploadRules,
  fieldsFirst: (fields: UploadFields) => Promise<F>,
): Promise<Upload & { fields: F }>;
export async function readUpload<F>(
  req: FastifyRequest,
  store: FileStore,
  rules: UploadRules,
  fieldsFirst?: (fields: UploadFields) => Promise<F>,
): Promise<Upload & { fields?: F }> {
  if (!req.isMultipart()) throw invalidFile(V.invalid);
  // Busboy's own limit sits one byte above the largest kind's, so UploadCheck (per kind) decides first.
  const fileSize = Math.max(...rules.kinds.map((k) => rules.maxBytes[k])) + 1;
  // Busboy's file stream buffers 16 KiB by default: a video then pauses the socket every few packets.
  const part = await req.file({ limits: { fileSize, files: 1, fields: 10, parts: 12 }, fileHwm: STREAM_HWM } as Parameters<
    FastifyRequest['file']
  >[0]);
  if (!part || part.fieldname !== 'file' || !part.filename) {
    part?.file.resume();
    throw invalidFile();
  }
  if (!isStorableText(part.filename)) {
    part.file.resume();
    throw invalidFile(V.characters);
  }
  let fields: F | undefined;
  if (fieldsFirst) {
    try {
      fields = await fieldsFirst(fieldsOf(part));
    } catch (e) {
      part.file.resume();
      throw e;
    }
  }
  const name = displayName(part.filename);
  const check = new UploadCheck(name, rules);
  part.file.on('error', (e) => check.destroy(e));
  // Data flows as soon as it is piped, possibly before the store's pipeline listens (it may await its
  // directory first): a refusal then must not be an uncaught 'error'. The store still sees it (stream.errored).
  check.on('error', () => undefined);
  try {
    const stored = await store.put(part.file.pipe(check));
    return { name, type: check.type!, stored, ...(rules.md5 && { md5: check.md5() }), ...(fieldsFirst && { fields }) };
  } catch (e) {
    // The refusal is answered now, while the rest of the body is read and dropped (nothing is written):
    // a socket closed with unread bytes is reset, and the browser would show "Network Error" instead.
    part.file.unpipe(check);
    part.file.resume();
    throw e;
  }
}
