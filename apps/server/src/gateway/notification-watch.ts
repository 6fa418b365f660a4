import pg from 'pg';
import { NOTIFICATION_CHANNEL } from '../lib/notification-signal';

const RETRY_MS = 1_000;
/** Its connection's name in pg_stat_activity. */
export const NOTIFICATION_WATCH_APPLICATION = 'fleet notification watch';

export interface NotificationWatch {
  /** True while the listening connection is up (tests wait for it before notifying). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Hears the notification signals (lib/notification-signal.ts) on a dedicated connection: PostgreSQL
 * delivers each at the commit of its transaction to every instance, so this instance's hub learns of
 * a notification written by any instance. A signal sent while the connection is down is lost: the
 * bell's own re-read (every 5 minutes, and on every reconnect of the hub) covers that gap.
 * `pool` null (a Db that is not a pg pool): nothing is heard.
 */
export const createNotificationWatch = (pool: pg.Pool | null, onUsers: (userIds: number[]) => void): NotificationWatch => {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const hear = (payload: string | undefined) => {
    try {
      const ids: unknown = JSON.parse(payload ?? '[]');
      if (Array.isArray(ids)) onUsers(ids.filter((id): id is number => Number.isInteger(id)));
    } catch {
      // A stray NOTIFY on the channel (by hand): nothing to send.
    }
  };
  const drop = (c: pg.Client) => {
    if (client === c) client = null;
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (!closed && !retry) retry = setTimeout(() => void connect(), RETRY_MS).unref();
  };
  async function connect() {
    retry = undefined;
    if (closed || !pool) return;
    const c = new pg.Client({ ...pool.options, keepAlive: true, application_name: NOTIFICATION_WATCH_APPLICATION });
    c.on('error', () => drop(c));
    c.on('end', () => drop(c));
    c.on('notification', (n) => n.channel === NOTIFICATION_CHANNEL && hear(n.payload));
    try {
      await c.connect();
      await c.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
      if (closed) return void c.end().catch(() => undefined);
      client = c;
    } catch {
      drop(c);
    }
  }
  void connect();

  return {
    get listening() {
      return client !== null;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
      }
    },
  };
};
