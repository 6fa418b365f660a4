import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { CleanMode, PeriodType, ZCleanMode, ZPeriodType, ZScene, ZTaskState } from '../enums/task.enums';
import { V, zOptText, zString, zText, ZYmd } from '../validation/rules';

/** "HH:mm" in the robot's local time: the robot runs its schedule on its own clock. */
export const ZHhmm = zString({ error: V.required })
  .min(1, { error: V.required, abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, V.invalid);

/**
 * Whether a "YYYY-MM-DD" date is today or later somewhere on Earth. The robot's time zone is its own,
 * so the contract only refuses a date that is past everywhere (UTC−12); the form also greys out the
 * days before the user's own today.
 */
export const isNotPastDate = (ymd: string, now = Date.now()) => ymd >= new Date(now - 12 * 3600_000).toISOString().slice(0, 10);

const zBoolQuery = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** A cleaning task of spec §3, with the names of its map and path as the robot last reported them. */
export const ZTask = z.object({
  id: z.number().int(),
  robotId: z.number().int(),
  deviceNumber: z.string(),
  robotAlias: z.string(),
  name: z.string(),
  periodType: ZPeriodType,
  date: z.string().nullable(),
  execTime: z.string(),
  enabled: z.boolean(),
  mapId: z.string(),
  /** Null when the robot no longer reports the map. */
  mapName: z.string().nullable(),
  pathId: z.string().nullable(),
  pathName: z.string().nullable(),
  cleanMode: ZCleanMode,
  scene: ZScene,
  repeatTimes: z.number().int(),
  details: z.string().nullable(),
  state: ZTaskState,
  creator: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTask = z.infer<typeof ZTask>;

const taskFields = {
  robotId: zId(),
  name: zText(30),
  periodType: ZPeriodType,
  /** Required for period type 0 (a day of its own); ignored by daily tasks. */
  date: ZYmd.nullable().optional(),
  execTime: ZHhmm,
  enabled: z.boolean().default(true),
  mapId: zString({ error: V.required }).min(1, V.required).max(64, V.tooLong),
  /** Required when the task patrols a path of the map. */
  pathId: zString().max(64, V.tooLong).nullable().optional(),
  cleanMode: ZCleanMode,
  scene: ZScene.default(0),
  repeatTimes: z.number({ error: V.required }).int(V.invalid).min(1, V.invalid).max(99, V.invalid),
  details: zOptText(300).nullable(),
};

type TaskFields = { periodType: number; date?: string | null; cleanMode: string; pathId?: string | null };
const taskRules = (b: TaskFields, ctx: z.RefinementCtx) => {
  if (b.periodType === PeriodType.SAME_OR_ALTERNATE_DAY) {
    if (!b.date) ctx.addIssue({ code: 'custom', path: ['date'], message: V.required });
    else if (!isNotPastDate(b.date)) ctx.addIssue({ code: 'custom', path: ['date'], message: V.invalid });
  }
  if (b.cleanMode === CleanMode.PATROL && !b.pathId) ctx.addIssue({ code: 'custom', path: ['pathId'], message: V.required });
};

export const ZTaskCreateBody = z.object(taskFields).superRefine(taskRules);
export type TTaskCreateBody = z.input<typeof ZTaskCreateBody>;

/** The whole task again (the form sends what it shows); the robot cannot be changed. */
export const ZTaskUpdateBody = z.object({ id: zId(), ...taskFields }).superRefine(taskRules);
export type TTaskUpdateBody = z.input<typeof ZTaskUpdateBody>;

export const ZTaskSwitchBody = z.object({ id: zId(), enabled: z.boolean() });
export type TTaskSwitchBody = z.input<typeof ZTaskSwitchBody>;

/** What an operator sorts tasks by (without one: newest first); `robot` only among every robot's tasks. */
export const TASK_SORT_FIELDS = ['name', 'periodType', 'state'] as const;
export const FLEET_TASK_SORT_FIELDS = ['robot', ...TASK_SORT_FIELDS] as const;
export type TTaskSortField = (typeof FLEET_TASK_SORT_FIELDS)[number];
export type TRobotTaskSortField = (typeof TASK_SORT_FIELDS)[number];

export const ZTaskListQuery = ZListQuery.extend({
  ...zListSort(TASK_SORT_FIELDS),
  robotId: zId(),
  keyword: zString().max(60).optional(),
  enabled: zBoolQuery.optional(),
});
export type TTaskListQuery = z.input<typeof ZTaskListQuery>;

/** taskManage: tasks of every robot the caller sees. `robot` matches the device number or alias. */
export const ZFleetTaskListQuery = ZListQuery.extend({
  ...zListSort(FLEET_TASK_SORT_FIELDS),
  robotId: zId().optional(),
  robot: zString().max(60).optional(),
  keyword: zString().max(60).optional(),
  enabled: zBoolQuery.optional(),
  mapId: zString().max(64).optional(),
});
export type TFleetTaskListQuery = z.input<typeof ZFleetTaskListQuery>;
