import { roundTo, type TFormQuery, type TFormTotals, type TRobotForm } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import { formDays, type FormDayRow } from './form.repository';

const DAY_MS = 86_400_000;
/** Today in a time zone as YYYY-MM-DD (en-CA formats dates that way). */
export const todayIn = (tz: string, now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(now);
const minusDays = (ymd: string, n: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** The calendar days a range covers in the viewer's zone (spec §9 statistics ranges). */
export const resolveRange = (q: TFormQuery, now = new Date()) => {
  const today = todayIn(q.tz, now);
  switch (q.range) {
    case 'today':
      return { start: today, end: today };
    case 'last7':
      return { start: minusDays(today, 6), end: today };
    case 'last30':
      return { start: minusDays(today, 29), end: today };
    case 'range':
      return { start: q.start!, end: q.end! };
  }
};

const KEYS = ['runs', 'done', 'failed', 'stopped', 'areaM2', 'durationMin', 'distanceKm', 'waterL', 'energyKwh'] as const;
const DIGITS: Record<(typeof KEYS)[number], number> = {
  runs: 0,
  done: 0,
  failed: 0,
  stopped: 0,
  areaM2: 1,
  durationMin: 1,
  distanceKm: 3,
  waterL: 2,
  energyKwh: 3,
};
const tidy = (r: Omit<FormDayRow, 'day'>): TFormTotals =>
  Object.fromEntries(KEYS.map((k) => [k, roundTo(Number(r[k]), DIGITS[k])])) as TFormTotals;

export const getForm = async (db: Db, session: SessionContext, robotId: number, q: TFormQuery): Promise<TRobotForm> => {
  await requireVisibleRobot(db, session, robotId);
  const { start, end } = resolveRange(q);
  const rows = await formDays(db, robotId, start, end, q.tz);
  const sum = Object.fromEntries(KEYS.map((k) => [k, rows.reduce((s, r) => s + Number(r[k]), 0)])) as Omit<FormDayRow, 'day'>;
  return { start, end, tz: q.tz, totals: tidy(sum), days: rows.map((r) => ({ day: r.day, ...tidy(r) })) };
};
