import { CleanMode, PeriodType, ZTaskCreateBody, type TTask, type TTaskCreateBody } from '@fleet/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';

/** The task form as antd holds it: date and time as dayjs, empty inputs as '' or null. */
export interface TaskFormValues {
  name?: string;
  periodType?: number;
  date?: Dayjs | null;
  execTime?: Dayjs | null;
  enabled?: boolean;
  mapId?: string;
  pathId?: string | null;
  cleanMode?: string;
  scene?: number;
  repeatTimes?: number | null;
  details?: string;
}

/** The contract body from the form: a daily task sends no date, a coverage task no path. */
export const toTaskBody = (robotId: number, v: TaskFormValues): TTaskCreateBody => ({
  robotId,
  name: v.name ?? '',
  periodType: (v.periodType ?? PeriodType.ONCE_A_DAY) as TTaskCreateBody['periodType'],
  date: v.periodType === PeriodType.SAME_OR_ALTERNATE_DAY ? (v.date ? v.date.format('YYYY-MM-DD') : null) : null,
  execTime: v.execTime ? v.execTime.format('HH:mm') : '',
  enabled: v.enabled ?? true,
  mapId: v.mapId ?? '',
  pathId: v.cleanMode === CleanMode.PATROL ? (v.pathId ?? null) : null,
  cleanMode: (v.cleanMode ?? CleanMode.COVER) as TTaskCreateBody['cleanMode'],
  scene: (v.scene ?? 0) as TTaskCreateBody['scene'],
  repeatTimes: v.repeatTimes ?? (undefined as unknown as number),
  details: v.details ?? '',
});

/** The contract read through the form's shape, so `zodRule` shows what the server would answer. */
export const ZTaskForm = z.preprocess((v) => toTaskBody(1, (v ?? {}) as TaskFormValues), ZTaskCreateBody);

export const taskFormValues = (t: TTask | null): TaskFormValues =>
  t
    ? {
        name: t.name,
        periodType: t.periodType,
        date: t.date ? dayjs(t.date) : null,
        execTime: dayjs(`2000-01-01T${t.execTime}`),
        enabled: t.enabled,
        mapId: t.mapId,
        pathId: t.pathId,
        cleanMode: t.cleanMode,
        scene: t.scene,
        repeatTimes: t.repeatTimes,
        details: t.details ?? '',
      }
    : { periodType: PeriodType.ONCE_A_DAY, enabled: true, cleanMode: CleanMode.COVER, scene: 0, repeatTimes: 1, details: '' };
