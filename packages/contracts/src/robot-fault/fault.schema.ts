import { z } from 'zod';
import type { Lang } from '../common/lang';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { isOrderedRange, V, zOptText, zString, zText } from '../validation/rules';
import { ZFaultKind, ZFaultState } from '../enums/fault.enums';
import { FAULT_LEVELS } from './fault.enums';

/** What an operator sorts the fault list by (without one: newest opened first); a level sorts by severity. */
export const FAULT_SORT_FIELDS = ['openedAt', 'lastSeenAt', 'level', 'occurrences', 'state'] as const;
export type TFaultSortField = (typeof FAULT_SORT_FIELDS)[number];
/** At most this many rows in one CSV export (the newest first). */
export const FAULT_EXPORT_MAX_ROWS = 10_000;

/** The filters of the list, the counts and the export (one meaning for all three). */
const faultFilters = {
  level: z.enum(FAULT_LEVELS).optional(),
  state: ZFaultState.optional(),
  kind: ZFaultKind.optional(),
  /** The organisation (and its subtree) the fault was raised in. */
  orgId: zId().optional(),
  robotId: zId().optional(),
  /** Device number, alias, code or message contains it. */
  keyword: zString().max(60, V.tooLong).optional(),
  /** ISO date-times the fault opened between; the end may not be earlier than the start. */
  start: z.iso.datetime({ offset: true, error: V.invalid }).optional(),
  end: z.iso.datetime({ offset: true, error: V.invalid }).optional(),
};
const endAfterStart = (q: { start?: string | undefined; end?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!isOrderedRange(q.start, q.end)) ctx.addIssue({ code: 'custom', path: ['end'], message: V.endBeforeStart });
};

export const ZFaultFilters = z.object(faultFilters).superRefine(endAfterStart);
export type TFaultFilters = z.input<typeof ZFaultFilters>;

export const ZFaultQuery = ZListQuery.extend({ ...zListSort(FAULT_SORT_FIELDS), ...faultFilters }).superRefine(endAfterStart);
export type TFaultQuery = z.input<typeof ZFaultQuery>;

export const ZRobotFault = z.object({
  /** Stable for the fault's life: a work order (after-sales) refers to it. */
  id: z.number().int(),
  robotId: z.number().int(),
  deviceNumber: z.string(),
  robotAlias: z.string(),
  orgId: z.number().int(),
  orgName: z.string().nullable(),
  kind: ZFaultKind,
  /** The event's code (its type when it sent none), or CONNECTIVITY_FAULT_CODE. */
  code: z.string(),
  level: z.enum(FAULT_LEVELS),
  message: z.string().nullable(),
  openedAt: z.string(),
  lastSeenAt: z.string(),
  /** How many times the robot reported it while it was open (1 when opened). */
  occurrences: z.number().int(),
  state: ZFaultState,
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgeNote: z.string().nullable(),
  /** The account that resolved it; null when resolved automatically (resolvedAuto). */
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolveNote: z.string().nullable(),
  /** Resolved because the robot reported the condition cleared (or came back online). */
  resolvedAuto: z.boolean(),
});
export type TRobotFault = z.infer<typeof ZRobotFault>;

/** Faults still to handle (open or acknowledged) per level, for the list's filters but its state. */
export const ZFaultCounts = z.object(
  Object.fromEntries(FAULT_LEVELS.map((l) => [l, z.number().int()])) as Record<(typeof FAULT_LEVELS)[number], z.ZodNumber>,
);
export type TFaultCounts = z.infer<typeof ZFaultCounts>;

export const ZAcknowledgeFaultBody = z.object({ note: zOptText(300) });
export type TAcknowledgeFaultBody = z.input<typeof ZAcknowledgeFaultBody>;
/** A user resolving a fault says how (the note is what the next person reads). */
export const ZResolveFaultBody = z.object({ note: zText(300) });
export type TResolveFaultBody = z.input<typeof ZResolveFaultBody>;

/** What a browser watching the robot hears when one of its faults opens, changes state or resolves. */
export const ZLiveFault = z.object({
  faultId: z.number().int(),
  robotId: z.number().int(),
  kind: ZFaultKind,
  code: z.string(),
  level: z.enum(FAULT_LEVELS),
  state: ZFaultState,
});
export type TLiveFault = z.infer<typeof ZLiveFault>;

/** The export's columns, in the caller's language. */
export const FAULT_CSV_HEADERS: Record<Lang, readonly string[]> = {
  zh: [
    '故障编号',
    '设备编号',
    '机器人名称',
    '组织',
    '类型',
    '故障码',
    '等级',
    '描述',
    '首次发生',
    '最近发生',
    '次数',
    '状态',
    '确认人',
    '确认时间',
    '确认备注',
    '解决人',
    '解决时间',
    '解决备注',
  ],
  en: [
    'Fault ID',
    'Device number',
    'Robot name',
    'Organization',
    'Kind',
    'Code',
    'Level',
    'Message',
    'Opened',
    'Last seen',
    'Occurrences',
    'State',
    'Acknowledged by',
    'Acknowledged at',
    'Acknowledge note',
    'Resolved by',
    'Resolved at',
    'Resolve note',
  ],
  ja: [
    '故障ID',
    'デバイス番号',
    'ロボット名',
    '組織',
    '種類',
    '故障コード',
    'レベル',
    '内容',
    '発生日時',
    '最終発生日時',
    '回数',
    '状態',
    '確認者',
    '確認日時',
    '確認メモ',
    '解決者',
    '解決日時',
    '解決メモ',
  ],
};
/** The export's "resolved by" of a fault the robot resolved (cleared event, back online). */
export const FAULT_CSV_RESOLVED_AUTOMATICALLY: Record<Lang, string> = { zh: '自动', en: 'Automatically', ja: '自動' };
