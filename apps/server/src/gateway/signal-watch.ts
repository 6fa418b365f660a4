import pg from 'pg';

const RETRY_MS = 1_000;
/** Its connection's name in pg_stat_activity. */
export const SIGNAL_WATCH_APPLICATION = 'fleet signal watch';

export interface SignalWatch {
  /** True while the listening connection is up (tests wait for it before notifying). */
  readonly listening: boolean;
  /** Hears `channel` from now on (one handler per channel). */
  on(channel: string, handler: (payload: string) => void): void;
  close(): Promise<void>;
}

/**
 * Hears the database's signals for the live hub on one dedicated connection: the users whose
 * notifications changed (lib/notification-signal.ts), the OTA campaigns that moved (migration
 * 0032's triggers, modules/ota/campaign-live.ts). PostgreSQL delivers each at the commit of its transaction to every instance, so
 * this instance's hub learns of a change written by any instance. A signal sent while the connection
 * is down is lost: the browsers re-read on every reconnection of the hub (and the bell every 5 minutes).
 * `pool` null (a Db that is not a pg pool): nothing is heard.
 */
export const createSignalWatch = (pool: pg.Pool | null): SignalWatch => {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const handlers = new Map<string, (payload: string) => void>();
  /** The channels the current connection listens to (a new connection listens to every one again). */
  let heard = new Set<string>();
  /** Listens to the channels registered since (a failure drops the connection; its retry listens to all). */
  const listenAll = async (c: pg.Client) => {
    for (const channel of handlers.keys()) {
      if (heard.has(channel)) continue;
      heard.add(channel);
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
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
    const c = new pg.Client({ ...pool.options, keepAlive: true, application_name: SIGNAL_WATCH_APPLICATION });
    c.on('error', () => drop(c));
    c.on('end', () => drop(c));
    c.on('notification', (n) => {
      if (n.payload !== undefined) handlers.get(n.channel)?.(n.payload);
    });
    try {
      heard = new Set();
      await c.connect();
      await listenAll(c);
      if (closed) return void c.end().catch(() => undefined);
      client = c;
      // A channel registered while the first ones were being listened to.
      await listenAll(c);
    } catch {
      drop(c);
    }
  }
  void connect();

  return {
    get listening() {
      return client !== null;
    },
    on(channel, handler) {
      handlers.set(channel, handler);
      const c = client;
      if (c) listenAll(c).catch(() => drop(c));
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

/** A payload that is a JSON array of ids (or one id), as the ids it names; anything else (a stray NOTIFY by hand), none. */
export const idsOf = (payload: string): number[] => {
  try {
    const v: unknown = JSON.parse(payload);
    const list = Array.isArray(v) ? v : [v];
    return list.filter((id): id is number => Number.isInteger(id) && id > 0);
  } catch {
    return [];
  }
};
