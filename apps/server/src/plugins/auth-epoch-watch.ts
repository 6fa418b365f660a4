import pg from 'pg';

/** How often the listening connection is asked to answer: a connection gone silent must not vouch for the epoch. */
const PING_MS = 5_000;
const PING_TIMEOUT_MS = 2_000;
const RETRY_MS = 1_000;
/** Its connection's name in pg_stat_activity. */
export const EPOCH_WATCH_APPLICATION = 'fleet auth epoch watch';

/**
 * A function returning a value read *after* it was called. Concurrent callers share one read, but a
 * caller never joins a read already under way (its snapshot may predate the caller): it waits for the
 * next one, which starts when the current one ends. So at most two reads are outstanding, whatever
 * the request rate.
 */
export const freshReads = <T>(read: () => Promise<T>) => {
  let inFlight: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const p: Promise<T> = read().finally(() => {
      if (inFlight === p) inFlight = undefined;
    });
    inFlight = p;
    return p;
  };
  return (): Promise<T> => {
    if (!inFlight) return start();
    next ??= inFlight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
};

export interface EpochWatch {
  /** The epoch a cached session is checked against: heard, or read when the watch cannot vouch for it. */
  current(): number | undefined | Promise<number | undefined>;
  /** A request that may change sessions or rights begins / ends on this instance. */
  writeBegins(): void;
  writeEnds(): void;
  /** True while a listening connection keeps the epoch current (tests). */
  readonly listening: boolean;
  /** The last epoch heard (tests wait for a change made elsewhere to arrive). */
  readonly heard: number | null;
  close(): Promise<void>;
}

/**
 * The auth epoch (migrations 0013, 0015) without a round trip per request. A dedicated connection
 * LISTENs to `auth_epoch`, which PostgreSQL notifies at the commit of every move, so a change committed
 * by another instance or by hand reaches this cache within the notification's delivery (milliseconds).
 * A change made through this instance is seen at once: while a write request is under way here, and
 * until a read started after the last one ended, the epoch is read from the database as before. When
 * the listening connection is down or does not answer its ping, every check reads the database.
 * `pool` null (a Db that is not a pg pool): always read.
 */
export const createEpochWatch = (pool: pg.Pool | null, read: () => Promise<number | undefined>): EpochWatch => {
  const strict = freshReads(read);
  let heard: number | null = null;
  let writes = 0;
  let begun = 0;
  let confirmed = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const hear = (epoch: number) => {
    if (heard !== null && Number.isFinite(epoch)) heard = Math.max(heard, epoch);
  };
  const drop = (c: pg.Client) => {
    if (client === c) {
      client = null;
      heard = null;
    }
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (!closed && !retry) retry = setTimeout(() => void connect(), RETRY_MS).unref();
  };
  const readOn = async (c: pg.Client) => {
    const { rows } = await c.query<{ epoch: string }>('select epoch from auth_epoch where id = 1');
    return Number(rows[0]?.epoch ?? 0);
  };
  async function connect() {
    retry = undefined;
    if (closed || !pool) return;
    const c = new pg.Client({
      ...pool.options,
      keepAlive: true,
      query_timeout: PING_TIMEOUT_MS,
      application_name: EPOCH_WATCH_APPLICATION,
    });
    c.on('error', () => drop(c));
    c.on('end', () => drop(c));
    c.on('notification', (n) => client === c && hear(Number(n.payload)));
    try {
      await c.connect();
      // LISTEN before the read: a move committed in between is in the read or in a notification.
      await c.query('LISTEN auth_epoch');
      const epoch = await readOn(c);
      if (closed) return void c.end().catch(() => undefined);
      client = c;
      heard = epoch;
    } catch {
      drop(c);
    }
  }
  const ping = setInterval(() => {
    const c = client;
    if (c) readOn(c).then(hear, () => drop(c));
  }, PING_MS).unref();
  void connect();

  return {
    current: () => {
      if (heard !== null && writes === 0 && confirmed === begun) return heard;
      const upTo = writes === 0 ? begun : null;
      // freshReads starts this read after the call: with no write under way here, after they all ended.
      return strict().then((epoch) => {
        if (upTo !== null) confirmed = Math.max(confirmed, upTo);
        if (epoch !== undefined) hear(epoch);
        return epoch;
      });
    },
    writeBegins: () => {
      writes += 1;
      begun += 1;
    },
    writeEnds: () => {
      writes = Math.max(0, writes - 1);
    },
    get listening() {
      return heard !== null;
    },
    get heard() {
      return heard;
    },
    close: async () => {
      closed = true;
      clearInterval(ping);
      clearTimeout(retry);
      const c = client;
      client = null;
      heard = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
};
