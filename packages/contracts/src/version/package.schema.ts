import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { ZPackageType } from '../enums/upgrade.enums';
import { ZPackageSource, ZPackageState, ZSoftwareType } from '../enums/version.enums';
import { V, zString } from '../validation/rules';

/** An MD5 as 32 hex digits, stored lower-case so a submitter's "ABC…" matches the server's "abc…". */
export const ZMd5 = zString({ error: V.required })
  .regex(/^[0-9a-fA-F]{32}$/, V.md5)
  .transform((s) => s.toLowerCase());

/** The largest package the file store takes for a version (a robot's full image). */
export const PACKAGE_SIZE_MAX = 2 * 1024 * 1024 * 1024;
export const PACKAGE_NOTE_MAX = 300;

/**
 * Submit an uploaded build (multipart: these fields, then the file). `md5`, when given, must equal what
 * the server computed from the bytes it received, or the submission is refused (PACKAGE_MD5_MISMATCH)
 * and nothing is kept.
 */
export const ZPackageUploadFields = z.object({
  versionId: z.coerce.number().int(V.invalid).positive(V.invalid),
  packageType: ZPackageType,
  md5: ZMd5.optional(),
  note: zString().max(PACKAGE_NOTE_MAX, V.tooLong).default(''),
});
export type TPackageUploadFields = z.input<typeof ZPackageUploadFields>;

/** Register a build kept elsewhere: its address with the md5 and size the robots will check. */
export const ZPackageRegisterBody = z.object({
  versionId: zId(),
  packageType: ZPackageType,
  url: zString({ error: V.required })
    .min(1, V.required)
    .max(500, V.tooLong)
    .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, V.url),
  md5: ZMd5,
  size: z.number({ error: V.required }).int(V.invalid).positive(V.invalid).max(PACKAGE_SIZE_MAX, V.invalid),
  note: zString().max(PACKAGE_NOTE_MAX, V.tooLong).default(''),
});
export type TPackageRegisterBody = z.input<typeof ZPackageRegisterBody>;

/**
 * Release (the issue screen): approve a submitted package and publish it to organisations (each with
 * its subtree) as a package type. Only released packages can be used by an OTA campaign; a test package
 * only on robots marked for testing.
 */
export const ZPackageReleaseBody = z.object({
  id: zId(),
  orgIds: z.array(zId(), { error: V.required }).min(1, V.required).max(100, V.invalid),
  packageType: ZPackageType,
});
export type TPackageReleaseBody = z.input<typeof ZPackageReleaseBody>;

export const PACKAGE_SORT_FIELDS = ['submittedAt', 'releasedAt'] as const;
export type TPackageSortField = (typeof PACKAGE_SORT_FIELDS)[number];

export const ZPackageListQuery = ZListQuery.extend({
  ...zListSort(PACKAGE_SORT_FIELDS),
  versionId: zId().optional(),
  softwareType: ZSoftwareType.optional(),
  packageType: ZPackageType.optional(),
  state: ZPackageState.optional(),
  /** Matches the version text or the note. */
  keyword: zString().max(60, V.tooLong).optional(),
});
export type TPackageListQuery = z.input<typeof ZPackageListQuery>;

export const ZPackage = z.object({
  id: z.number().int(),
  versionId: z.number().int(),
  softwareType: ZSoftwareType,
  versionText: z.string(),
  packageType: ZPackageType,
  source: ZPackageSource,
  /** The file store's file (uploads) and its name; null for an external address. */
  fileId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  /** An external package's address; null for an upload (robots get a signed address of ours). */
  url: z.string().nullable(),
  md5: z.string(),
  /** Computed by the server from the bytes; null for an external address it never read. */
  sha256: z.string().nullable(),
  size: z.number().int(),
  note: z.string(),
  state: ZPackageState,
  submittedBy: z.string().nullable(),
  submittedAt: z.string(),
  releasedBy: z.string().nullable(),
  releasedAt: z.string().nullable(),
  /** The organisations it is released to (each with its subtree). */
  releasedTo: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TPackage = z.infer<typeof ZPackage>;
