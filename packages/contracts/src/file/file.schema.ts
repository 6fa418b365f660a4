import { z } from 'zod';
import { API_BASE } from '../common/route';
import { ZListQuery, zListSort } from '../common/list';
import { zId } from '../common/ids';
import { FileKind, ZFileKind, type TFileKind } from '../enums/file.enums';
import { V, zString } from '../validation/rules';
import { PACKAGE_SIZE_MAX } from '../version/package.schema';

const MB = 1024 * 1024;
/** Size limit per kind unless the server is configured otherwise (FILE_MAX_MB_<KIND>). */
export const FILE_MAX_BYTES_DEFAULT: Readonly<Record<TFileKind, number>> = {
  [FileKind.IMAGE]: 20 * MB,
  [FileKind.VIDEO]: 1024 * MB,
  [FileKind.MARKDOWN]: 2 * MB,
  /** A version package (a robot's full image): what a registered external package may declare too. */
  [FileKind.PACKAGE]: PACKAGE_SIZE_MAX,
};
/** Spec §9: the help upload's client timeout; the resource upload shares it (same sizes). */
export const FILE_UPLOAD_TIMEOUT_MS = 60 * 60 * 1000;
/** A display name; longer names from a browser are cut to this on upload. */
export const FILE_NAME_MAX = 200;

/** What each upload takes (spec §5: uploads are images and videos only; documents .md only). */
export const MEDIA_KINDS: readonly TFileKind[] = [FileKind.IMAGE, FileKind.VIDEO];
export const IMAGE_KINDS: readonly TFileKind[] = [FileKind.IMAGE];
/**
 * What the resource-file upload takes from a caller: every media kind with `resourceFile:upload`; the
 * after-sales codes that also admit it (work-order pictures) upload images only.
 */
export const uploadKindsOf = (codes: ReadonlySet<string>): readonly TFileKind[] =>
  codes.has('resourceFile:upload') ? MEDIA_KINDS : IMAGE_KINDS;

export const ZFileName = zString({ error: V.required })
  .min(1, { error: V.required, abort: true })
  .max(FILE_NAME_MAX, V.tooLong)
  .refine((s) => s === s.trim(), V.spaces);

export const FILE_SORT_FIELDS = ['createdAt', 'name', 'size'] as const;
const fileFilters = {
  ...zListSort(FILE_SORT_FIELDS),
  /** Part of the name or the number. */
  keyword: zString().max(60, V.tooLong).optional(),
  kind: ZFileKind.optional(),
  start: z.iso.datetime({ offset: true, error: V.invalid }).optional(),
  end: z.iso.datetime({ offset: true, error: V.invalid }).optional(),
};
const inOrder = (q: { start?: string; end?: string }) => !q.start || !q.end || q.end >= q.start;
const endBeforeStart = { message: V.endBeforeStart, path: ['end'] };
export const ZFileQuery = ZListQuery.extend(fileFilters).refine(inOrder, endBeforeStart);
export type TFileQuery = z.input<typeof ZFileQuery>;
/** The list's filters and order without paging: what the CSV export takes. */
export const ZFileFilters = z.object(fileFilters).refine(inOrder, endBeforeStart);
export type TFileFilters = z.input<typeof ZFileFilters>;
/** The longer side of an image's thumbnail, in pixels (twice the list's 48 px cell, for sharp screens). */
export const THUMBNAIL_SIZE = 96;
/** At most this many rows in one CSV export, like the other exports. */
export const FILE_EXPORT_MAX_ROWS = 10_000;

export const ZFileItem = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  kind: ZFileKind,
  mime: z.string(),
  size: z.number().int(),
  creator: z.string().nullable(),
  orgId: z.number().int(),
  orgName: z.string(),
  createdAt: z.string(),
});
export type TFileItem = z.infer<typeof ZFileItem>;

export const ZRenameFileBody = z.object({ id: zId(), name: ZFileName });
export type TRenameFileBody = z.input<typeof ZRenameFileBody>;

/**
 * How markdown (help articles) shows a stored file: the content route's address. The server finds an
 * article's files by it (deleting a file in use, public images) and the renderer fetches it with the session.
 */
export const fileContentUrl = (id: number) => `${API_BASE}user-service/file/content/${id}`;
const FILE_URL = /\/file\/content\/(\d+)(?![0-9])/g;
/** The file ids a markdown body shows through `fileContentUrl`, once each, in order of appearance. */
export const fileIdsInMarkdown = (body: string) => [...new Set([...body.matchAll(FILE_URL)].map((m) => Number(m[1])))];
/** The id in one image address, when it is a stored file's content URL of this console (as `fileContentUrl` writes it). */
export const fileIdOfUrl = (url: string) => {
  const prefix = fileContentUrl(0).slice(0, -1);
  const m = url.startsWith(prefix) ? /^(\d+)(?:[?#].*)?$/.exec(url.slice(prefix.length)) : null;
  return m ? Number(m[1]) : undefined;
};
