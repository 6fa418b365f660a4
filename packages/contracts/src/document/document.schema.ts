import { z } from 'zod';
import { zId, zIdParam } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import type { PermissionCode } from '../permissions';
import { V, zString, zText } from '../validation/rules';

/** Maintenance manuals and version documents (release notes the OTA screens link software versions to). */
export const DOCUMENT_KINDS = ['maintenance', 'version'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The menu whose codes (`:view`, `:create`, `:edit`, `:delete`) govern each kind: one place for the mapping. */
export const DOCUMENT_KIND_MENU = { maintenance: 'maintenanceDoc', version: 'versionDoc' } as const satisfies Record<
  TDocumentKind,
  PermissionCode
>;
export type TDocumentOp = 'view' | 'create' | 'edit' | 'delete';
export const documentCode = (kind: TDocumentKind, op: TDocumentOp) => `${DOCUMENT_KIND_MENU[kind]}:${op}` as PermissionCode;

/** Like a help article: a manual with screenshots is long, but one document is never a book. */
export const DOCUMENT_BODY_MAX = 100_000;
export const DOCUMENT_LABELS_MAX = 10;
export const DOCUMENT_NOTE_MAX = 100;

const ZBody = zString({ error: V.required }).min(1, { error: V.required, abort: true }).max(DOCUMENT_BODY_MAX, V.tooLong);
const ZLabels = z.array(zText(20)).max(DOCUMENT_LABELS_MAX, V.tooLong);
/** What this save changed, in the author's words; shown in the version list. */
const ZNote = zString().max(DOCUMENT_NOTE_MAX, V.tooLong).optional();

export const ZDocumentSaveBody = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  title: zText(60),
  labels: ZLabels.default([]),
  body: ZBody,
  /** Also readable by the users of the organisations below its own (not only by its own and those above). */
  isPublic: z.boolean().default(false),
  /** The organisation it belongs to; the author's own when absent. */
  orgId: zId().optional(),
  note: ZNote,
});
export type TDocumentSaveBody = z.input<typeof ZDocumentSaveBody>;

/**
 * A save names the version it was based on: when someone saved in between, it is refused
 * (DOCUMENT_STALE) instead of silently overwriting their text.
 */
export const ZDocumentUpdateBody = z.object({
  id: zId(),
  baseVersion: zId(),
  title: zText(60).optional(),
  labels: ZLabels.optional(),
  body: ZBody.optional(),
  isPublic: z.boolean().optional(),
  orgId: zId().optional(),
  note: ZNote,
});
export type TDocumentUpdateBody = z.input<typeof ZDocumentUpdateBody>;

export const ZDocumentRestoreBody = z.object({ id: zId(), version: zId(), baseVersion: zId() });
export type TDocumentRestoreBody = z.input<typeof ZDocumentRestoreBody>;

export const DOCUMENT_SORT_FIELDS = ['title', 'updatedAt'] as const;
export type TDocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];

export const ZDocumentListQuery = ZListQuery.extend({
  ...zListSort(DOCUMENT_SORT_FIELDS),
  kind: z.enum(DOCUMENT_KINDS),
  /** Part of the title or of one of the labels. */
  keyword: zString().max(60, V.tooLong).optional(),
});
export type TDocumentListQuery = z.input<typeof ZDocumentListQuery>;

export const ZDocumentRow = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  labels: z.array(z.string()),
  isPublic: z.boolean(),
  orgId: z.number().int(),
  orgName: z.string(),
  /** The current version's number (what a save names as `baseVersion`); also how many versions exist. */
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  /** The caller may change it: its organisation lies in the caller's subtree. */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDocumentRow = z.infer<typeof ZDocumentRow>;

export const ZDocument = ZDocumentRow.extend({ body: z.string() });
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentVersionRow = z.object({
  version: z.number().int(),
  title: z.string(),
  note: z.string().nullable(),
  /** Set when this version brought back an earlier one's text ("restored from v2"). */
  restoredFrom: z.number().int().nullable(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type TDocumentVersionRow = z.infer<typeof ZDocumentVersionRow>;

export const ZDocumentVersion = ZDocumentVersionRow.extend({ body: z.string() });
export type TDocumentVersion = z.infer<typeof ZDocumentVersion>;

export const ZDocumentVersionParams = z.object({ id: zIdParam(), version: zIdParam() });

export const ZDocumentUploadQuery = z.object({ kind: z.enum(DOCUMENT_KINDS) });

/** A version document for a picker (the OTA screens link a software version to it by this id). */
export const ZDocumentOption = z.object({ id: z.number().int(), title: z.string() });
export type TDocumentOption = z.infer<typeof ZDocumentOption>;
