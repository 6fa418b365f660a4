import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startRetentionJob } from '../../lib/retention';
import { deleteLogsRequestedBefore } from './log.repository';

const LOG_RETENTION_LOCK = 0x6c_6f_67_72; // 'logr': one instance prunes at a time

/** Deletes log requests and their files asked for more than `days` ago, hourly (LOG_RETENTION_DAYS). */
export const startLogRetention = (db: Db, log: FastifyBaseLogger, days: number) =>
  startRetentionJob(db, log, { name: 'log retention', lockKey: LOG_RETENTION_LOCK, days, prune: deleteLogsRequestedBefore });
