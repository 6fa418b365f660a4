import { ExecMode, ZReservationCreateBody, type TReservation, type TReservationCreateBody } from '@fleet/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';

export interface ReservationFormValues {
  name?: string;
  execMode?: number;
  date?: Dayjs | null;
  execTimes?: string[];
  mapId?: string;
  landmarkId?: string;
  taskMinutes?: number | null;
  enabled?: boolean;
}

/** Every half hour, as suggestions: any other HH:mm can be typed. */
export const TIME_SUGGESTIONS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

export const toReservationBody = (robotId: number, v: ReservationFormValues): TReservationCreateBody => ({
  robotId,
  name: v.name ?? '',
  execMode: (v.execMode ?? ExecMode.CYCLE) as TReservationCreateBody['execMode'],
  date: v.execMode === ExecMode.ONCE ? (v.date ? v.date.format('YYYY-MM-DD') : null) : null,
  execTimes: (v.execTimes ?? []).map((s) => s.trim()),
  mapId: v.mapId ?? '',
  landmarkId: v.landmarkId ?? '',
  taskMinutes: v.taskMinutes ?? (undefined as unknown as number),
  enabled: v.enabled ?? true,
});

export const ZReservationForm = z.preprocess((v) => toReservationBody(1, (v ?? {}) as ReservationFormValues), ZReservationCreateBody);

export const reservationFormValues = (r: TReservation | null): ReservationFormValues =>
  r
    ? {
        name: r.name,
        execMode: r.execMode,
        date: r.date ? dayjs(r.date) : null,
        execTimes: r.execTimes,
        mapId: r.mapId,
        landmarkId: r.landmarkId,
        taskMinutes: r.taskMinutes,
        enabled: r.enabled,
      }
    : { execMode: ExecMode.CYCLE, execTimes: [], taskMinutes: 30, enabled: true };
