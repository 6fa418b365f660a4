import dayjs from 'dayjs';

type At = string | number | Date | null | undefined;

/**
 * Every time a screen shows goes through here, so one format holds in every language (the browser's
 * toLocaleString gave "11/23/2026, 8:03 PM" beside "2026-11-23 20:03" on one page). Local time.
 */
export const formatTime = (at: At) => (at == null ? '—' : dayjs(at).format('YYYY-MM-DD HH:mm:ss'));
/** To the minute: creation and change times, where seconds are noise. */
export const formatMinute = (at: At) => (at == null ? '—' : dayjs(at).format('YYYY-MM-DD HH:mm'));
/** A time of day, to the second (the large screen's clock and data age). */
export const formatClock = (at: At) => (at == null ? '—' : dayjs(at).format('HH:mm:ss'));
/** A calendar day without its year (a chart's axis over the last days). */
export const formatMonthDay = (at: At) => (at == null ? '—' : dayjs(at).format('MM-DD'));
/** A time of day, to the millisecond (video frames). */
export const formatClockMs = (at: At) => (at == null ? '—' : dayjs(at).format('HH:mm:ss.SSS'));

/** Bytes in the unit a person reads (B, KB, MB), one decimal above bytes. */
export const formatBytes = (n: number | null | undefined) => {
  if (n == null) return '—';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
};
