import { THUMBNAIL_SIZE } from '@fleet/contracts';
import { eq, count } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import type { FileStore } from './file-store';
import { findFileInScope } from './file.repository';

// libvips keeps decoded images in a cache and runs a thread per core by default: a console making a
// thumbnail now and then wants neither (memory stays flat, the two cores stay with the requests).
sharp.cache(false);
sharp.concurrency(1);

/** Pictures larger than this (in pixels) are not decoded: a small file can declare a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
/** A thumbnail is a few KB; anything near this means something went wrong. */
const THUMB_MAX_BYTES = 1024 * 1024;

/** A stream of the picture's thumbnail: upright (EXIF), inside THUMBNAIL_SIZE², never enlarged, WebP. */
export const thumbnailStream = (source: Readable) => {
  const resize = sharp({ limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 });
  source.on('error', (e) => resize.destroy(e));
  return source.pipe(resize);
};

/**
 * An image's thumbnail, made on its first request and kept in the thumbnail store (content-addressed,
 * like the files): every row with the same content gets its name at once. Not found outside the
 * caller's subtree, for other kinds, and for a picture that cannot be decoded (the list shows an icon).
 */
export const thumbnailOf = async (db: Db, store: FileStore, thumbs: FileStore, session: SessionContext, id: number) => {
  const file = await findFileInScope(db, id, session.orgPath);
  if (!file || file.kind !== 'image') throw notFound();
  if (file.thumbStoredName && (await thumbs.exists(file.thumbStoredName))) return { file, thumb: file.thumbStoredName };
  const made = await thumbs.put(thumbnailStream(store.open(file.storedName)), { maxBytes: THUMB_MAX_BYTES }).catch(() => {
    throw notFound();
  });
  await db.update(files).set({ thumbStoredName: made.storedName }).where(eq(files.storedName, file.storedName));
  return { file, thumb: made.storedName };
};

/** After a file row is gone: its thumbnail goes too unless another row still shows it. */
export const removeUnusedThumbnail = async (tx: Tx, thumbs: FileStore, thumbName: string | null) => {
  if (!thumbName) return;
  const [r] = await tx.select({ n: count() }).from(files).where(eq(files.thumbStoredName, thumbName));
  if ((r?.n ?? 0) === 0) await thumbs.remove(thumbName);
};
