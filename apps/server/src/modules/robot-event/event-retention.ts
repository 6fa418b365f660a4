import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startRetentionJob } from '../../lib/retention';
import { deleteEventsReceivedBefore } from './event.repository';

const EVENT_RETENTION_LOCK = 0x65_76_72_74; // 'evrt': one instance prunes at a time

/** Deletes events (pictures included) received more than `days` ago, hourly (EVENT_RETENTION_DAYS). */
export const startEventRetention = (db: Db, log: FastifyBaseLogger, days: number) =>
  startRetentionJob(db, log, { name: 'event retention', lockKey: EVENT_RETENTION_LOCK, days, prune: deleteEventsReceivedBefore });
