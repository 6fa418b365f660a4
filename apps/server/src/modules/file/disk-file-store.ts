import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, type ByteRange, type FileStore, type StoredObject } from './file-store';

/** A stored name is the content's SHA-256 in hex and nothing else, so no name can leave the directory. */
const STORED_NAME = /^[0-9a-f]{64}$/;

const TEMP_PREFIX = '.upload-';

/**
 * Removes temporary files a crashed process left behind (a finished or failed upload removes its own).
 * Only old ones: on a volume shared by several instances a young one may be another's upload in progress.
 */
export const sweepStaleUploads = async (dir: string, olderThanMs = 24 * 3600_000, now = Date.now()) => {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith(TEMP_PREFIX))) {
    const full = path.join(dir, name);
    const s = await stat(full).catch(() => undefined);
    if (s && now - s.mtimeMs > olderThanMs) {
      await rm(full, { force: true });
      removed += 1;
    }
  }
  return removed;
};

const checked = (storedName: string) => {
  if (!STORED_NAME.test(storedName)) throw new Error(`not a stored name: ${JSON.stringify(storedName)}`);
  return storedName;
};

/**
 * The file store on a local (or shared, `FILES_DIR`) directory. An upload is written to a temporary
 * file in the same directory, hashed and counted as it streams, then renamed to its SHA-256: a rename
 * within one file system is atomic, so a reader never sees half a file, and a failed upload only ever
 * leaves the temporary file, which is removed before the error goes on.
 */
export const createDiskFileStore = (dir: string): FileStore => {
  const full = (storedName: string) => path.join(dir, checked(storedName));
  let ready: Promise<unknown> | undefined;

  const put = async (source: Readable, opts: { maxBytes?: number } = {}): Promise<StoredObject> => {
    await (ready ??= mkdir(dir, { recursive: true }));
    const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(12).toString('hex')}`);
    const hash = createHash('sha256');
    const max = opts.maxBytes ?? Number.POSITIVE_INFINITY;
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        if (size > max) return cb(new FileTooLargeError(max));
        hash.update(chunk);
        cb(null, chunk);
      },
    });
    const out = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(source, meter, out);
      const sha256 = hash.digest('hex');
      // Same content, same name: renaming over an existing object replaces it with identical bytes.
      await rename(temp, path.join(dir, sha256));
      return { storedName: sha256, size, sha256 };
    } catch (e) {
      // A refusal in the first bytes fails the pipeline while the write stream may still be opening (and
      // so creating) its file: removed before that, the file would appear after and stay. Wait for it to close.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await rm(temp, { force: true });
      throw e;
    }
  };

  return {
    put,
    open: (storedName: string, range?: ByteRange) =>
      createReadStream(full(storedName), range ? { start: range.start, end: range.end } : {}),
    exists: async (storedName: string) =>
      access(full(storedName)).then(
        () => true,
        () => false,
      ),
    remove: async (storedName: string) => rm(full(storedName), { force: true }),
  };
};
