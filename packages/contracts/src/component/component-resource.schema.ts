import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import {
  ComponentSerialType,
  ZComponentAction,
  ZComponentEvent,
  ZComponentKind,
  ZComponentSerialType,
  ZComponentState,
} from '../enums/component.enums';
import { V, zClearableText, zOptText, zString, zText, ZYmd } from '../validation/rules';

/**
 * A physical component in the inventory (issue 16, the componentResource screen): one piece of a
 * catalogue model, known by its serial number (unique within its model, letter case aside:
 * COMPONENT_SERIAL_TAKEN). It belongs to its model's organisation.
 */
export const ZComponentSaveBody = z.object({
  componentModelId: zId(),
  serialType: ZComponentSerialType.default(ComponentSerialType.FACTORY),
  serialNo: zText(32),
  /** The last day it may be used ('YYYY-MM-DD'); none when it does not expire. */
  expiresAt: ZYmd.nullable().optional(),
  note: zOptText(300),
});
export type TComponentSaveBody = z.input<typeof ZComponentSaveBody>;

/** An edit of its data (its state moves only by actions): the fields given change; expiresAt null clears it. */
export const ZComponentUpdateBody = z.object({
  id: zId(),
  serialType: ZComponentSerialType.optional(),
  serialNo: zText(32).optional(),
  expiresAt: ZYmd.nullable().optional(),
  note: zClearableText(300).optional(),
});
export type TComponentUpdateBody = z.input<typeof ZComponentUpdateBody>;

/** One move of the state machine (`COMPONENT_MOVES`); install names the robot, which must be of a type the model fits. */
export const ZComponentActionBody = z
  .object({
    id: zId(),
    action: ZComponentAction,
    robotId: zId().optional(),
    note: zOptText(300),
  })
  .refine((b) => (b.action === 'install') === (b.robotId !== undefined), { message: V.required, path: ['robotId'] });
export type TComponentActionBody = z.input<typeof ZComponentActionBody>;

export const COMPONENT_SORT_FIELDS = ['serialNo', 'model', 'state', 'expiresAt', 'updatedAt'] as const;
export type TComponentSortField = (typeof COMPONENT_SORT_FIELDS)[number];

export const ZComponentListQuery = ZListQuery.extend({
  ...zListSort(COMPONENT_SORT_FIELDS),
  /** Matches the serial number, the model or the device number of the robot it is in. */
  keyword: zString().max(60, V.tooLong).optional(),
  kind: ZComponentKind.optional(),
  componentModelId: zId().optional(),
  state: ZComponentState.optional(),
  robotId: zId().optional(),
});
export type TComponentListQuery = z.input<typeof ZComponentListQuery>;

export const ZComponent = z.object({
  id: z.number().int(),
  componentModelId: z.number().int(),
  model: z.string(),
  kind: ZComponentKind,
  consumable: z.boolean(),
  lifespanHours: z.number().int().nullable(),
  serialType: ZComponentSerialType,
  serialNo: z.string(),
  state: ZComponentState,
  expiresAt: z.string().nullable(),
  robotId: z.number().int().nullable(),
  deviceNumber: z.string().nullable(),
  robotAlias: z.string().nullable(),
  installedAt: z.string().nullable(),
  note: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TComponent = z.infer<typeof ZComponent>;

/** One entry of a component's history: what happened, between which states, in which robot, by whom. */
export const ZComponentHistoryItem = z.object({
  id: z.number().int(),
  event: ZComponentEvent,
  fromState: ZComponentState.nullable(),
  toState: ZComponentState,
  deviceNumber: z.string().nullable(),
  note: z.string(),
  userName: z.string().nullable(),
  at: z.string(),
});
export type TComponentHistoryItem = z.infer<typeof ZComponentHistoryItem>;

/** The most rows one import takes (a spreadsheet of a delivery), and the largest file. */
export const COMPONENT_IMPORT_MAX_ROWS = 1000;
export const COMPONENT_IMPORT_MAX_CHARS = 512 * 1024;

/**
 * A CSV of components (columns model, serialType, serialNo, expiresAt, note; headers in any of the
 * console's languages or as those keys). `dryRun` checks every row and writes nothing; otherwise the rows
 * are written all together, or none when any row is wrong.
 */
export const ZComponentImportBody = z.object({
  csv: zString({ error: V.required }).min(1, V.required).max(COMPONENT_IMPORT_MAX_CHARS, V.tooLong),
  dryRun: z.boolean().default(true),
});
export type TComponentImportBody = z.input<typeof ZComponentImportBody>;

/** A row's problem: the column (a field-label key) and the message key, with its variables. */
export const ZImportRowError = z.object({
  field: z.string(),
  code: z.string(),
  vars: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZComponentImportRow = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  model: z.string(),
  serialType: z.string(),
  serialNo: z.string(),
  expiresAt: z.string(),
  note: z.string(),
  errors: z.array(ZImportRowError),
});
export type TComponentImportRow = z.infer<typeof ZComponentImportRow>;

export const ZComponentImportResult = z.object({
  /** Whether the rows were written: false on a dry run and whenever a row is wrong. */
  committed: z.boolean(),
  total: z.number().int(),
  invalid: z.number().int(),
  /** Problems of the file itself (no header, an unknown column, too many rows): no row is read then. */
  fileErrors: z.array(ZImportRowError),
  rows: z.array(ZComponentImportRow),
});
export type TComponentImportResult = z.infer<typeof ZComponentImportResult>;
