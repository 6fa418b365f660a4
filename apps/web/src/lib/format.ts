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

const AGO_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** "3 minutes ago" / "3 分钟前" / "3 分前" in `lang`, with the browser's own rules (no library, no catalogue). */
export const formatAgo = (at: At, now: number, lang: string) => {
  if (at == null) return '—';
  let value = Math.round((dayjs(at).valueOf() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, size] of AGO_STEPS) {
    // Within a minute reads "now": a clock a second apart from the server's must not say "in 1 second".
    if (unit === 'second' && Math.abs(value) < 60) return rtf.format(0, 'second');
    if (Math.abs(value) < size) return rtf.format(value, unit);
    value = Math.round(value / size);
  }
  return rtf.format(value, 'year');
};
