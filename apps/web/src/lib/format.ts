import dayjs from 'dayjs';

/** A point in time as every table shows it: local time, to the second. */
export const formatTime = (at: string | number | Date | null | undefined) => (at == null ? '—' : dayjs(at).format('YYYY-MM-DD HH:mm:ss'));

/** Bytes in the unit a person reads (B, KB, MB), one decimal above bytes. */
export const formatBytes = (n: number | null | undefined) => {
  if (n == null) return '—';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
};
