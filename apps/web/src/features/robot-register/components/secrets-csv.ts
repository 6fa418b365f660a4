import type { TRobotCredential } from '@fleet/contracts';
import dayjs from 'dayjs';
import { toCsv } from '../../../lib/csv';

/** The one-time secrets as CSV: exactly the columns a robot installer needs, formula-safe. */
export const secretsCsv = (creds: readonly TRobotCredential[]) =>
  toCsv(
    ['deviceNumber', 'deviceSecret'],
    creds.map((c) => [c.deviceNumber, c.deviceSecret]),
  );

export const secretsFilename = (now = new Date()) => `robot-secrets-${dayjs(now).format('YYYYMMDD-HHmmss')}.csv`;
