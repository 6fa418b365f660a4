import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ZPassword, type TFileKind } from '@fleet/contracts';
// Defaults the contracts state once (device/limits.ts, the robot modules' retention).
import {
  DEVICE_EVENT_BURST_DEFAULT,
  DEVICE_TS_FUTURE_SECONDS_DEFAULT,
  DEVICE_TS_PAST_DAYS_DEFAULT,
  DEVICE_EVENTS_PER_MINUTE_DEFAULT,
  DEVICE_KEEPALIVE_ASSUMED_SECONDS,
  DEVICE_KEEPALIVE_MAX_SECONDS,
  DEVICE_PACKET_MAX_KB_DEFAULT,
  EVENT_RETENTION_DAYS_DEFAULT,
  FAULT_OFFLINE_MINUTES_DEFAULT,
  LOG_RETENTION_DAYS_DEFAULT,
  TELEMETRY_RETENTION_DAYS_DEFAULT,
  WORK_ORDER_ESCALATE_URGENT_MIN_DEFAULT,
  WORK_ORDER_ESCALATE_VERY_URGENT_MIN_DEFAULT,
} from '@fleet/contracts';

/** The only reader of process.env (conventions rule 14). A bad value stops start-up naming the variable. */
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const url = (protocols: string[]) =>
  z
    .string()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), `must start with ${protocols.join(':// or ')}://`)
    .optional();

/** proxy-addr's names for the usual private ranges, which Fastify's `trustProxy` also takes. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (item: string) => {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  // No /0: proxy-addr (behind Fastify's trustProxy and /metrics) throws on it; `true` / `any` say "everyone".
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Whose X-Forwarded-For / -Proto is believed (Fastify `trustProxy`). Off unless set: believing every
 * sender lets any client choose the IP that the rate limit, sessions and the operation log see.
 * `true` trusts every sender, otherwise the proxies' addresses or ranges. No hop count: Fastify 5
 * refuses to trust on a count alone (it cannot tell a proxy from a client), so it would do nothing.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | string => {
    if (v === 'true' || v === 'false') return v === 'true';
    const items = v.split(',').map((s) => s.trim());
    if (items.every(isAddressOrRange)) return items.join(',');
    ctx.addIssue({
      code: 'custom',
      message: /^\d+$/.test(v)
        ? "a hop count cannot tell a proxy from a client: list the proxies' addresses (e.g. 127.0.0.1 or 10.0.0.0/8), or true"
        : 'true, false, or comma-separated proxy addresses / CIDR ranges (e.g. 10.0.0.1,192.168.0.0/16; true rather than a /0 range)',
    });
    return z.NEVER;
  });

/**
 * Who may read /metrics: `off` (no endpoint), `any` (every address: only with METRICS_TOKEN), or
 * addresses, CIDR ranges and proxy-addr's names. The default, loopback, serves a Prometheus (or an
 * agent) on the same host and nobody else. No /0 range: proxy-addr refuses it, `any` says it.
 */
const isMetricsSource = (item: string) => item === 'any' || isAddressOrRange(item);
const ZMetricsAllow = z
  .string()
  .trim()
  .transform((v, ctx): string[] | false => {
    if (v === 'off') return false;
    const items = v.split(',').map((s) => s.trim());
    if (items.every(isMetricsSource)) return items;
    ctx.addIssue({
      code: 'custom',
      message: 'off, any (with METRICS_TOKEN), or comma-separated addresses / CIDR ranges / loopback (e.g. loopback,10.0.0.0/8)',
    });
    return z.NEVER;
  });

const ZEnv = z
  .object({
    PORT: port(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Uploaded files; default DATA_DIR/files. Several instances may share one volume (names are content hashes). */
    FILES_DIR: z.string().min(1).optional(),
    /** Upload size limits per kind of file, in MB (contracts FILE_MAX_BYTES_DEFAULT when unset). */
    FILE_MAX_MB_IMAGE: z.coerce.number().positive().max(102_400).optional(),
    FILE_MAX_MB_VIDEO: z.coerce.number().positive().max(102_400).optional(),
    FILE_MAX_MB_MARKDOWN: z.coerce.number().positive().max(102_400).optional(),
    FILE_MAX_MB_PACKAGE: z.coerce.number().positive().max(102_400).optional(),
    DATABASE_URL: url(['postgres', 'postgresql']),
    /** How long the database may stay unreachable (embedded: while it is restarted) before the process exits non-zero. */
    DB_RECOVERY_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    ADMIN_PASSWORD: ZPassword.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `text`: readable lines for a terminal; `json`: pino's JSON lines for a log collector. */
    LOG_FORMAT: z.enum(['text', 'json']).default('text'),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(120),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    TRUST_PROXY: ZTrustProxy.default(false),
    MQTT_PORT: port(1883),
    MQTT_URL: url(['mqtt', 'mqtts', 'ws', 'wss']),
    /** The server's own MQTT credential: for MQTT_URL, and admitted by the embedded broker (other instances). */
    MQTT_USERNAME: z.string().min(1).default('fleet-server'),
    MQTT_PASSWORD: z.string().min(1).optional(),
    /** Names this deployment on a shared broker: the ingest share group and the server notice topics. */
    MQTT_GROUP: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
      .default('fleet'),
    COMMAND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** The largest MQTT packet a robot may send on most topics, KB (embedded broker; docs/device-protocol.md §2). */
    MQTT_MAX_PACKET_KB: z.coerce.number().int().min(16).max(65_536).default(DEVICE_PACKET_MAX_KB_DEFAULT),
    /** External broker: keep-alive (s) of a robot that does not state one; silent for 1.5 × this, it is shown offline. */
    MQTT_DEVICE_KEEPALIVE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(DEVICE_KEEPALIVE_MAX_SECONDS)
      .default(DEVICE_KEEPALIVE_ASSUMED_SECONDS),
    /** Events stored per robot: at once, then per minute (the rest is dropped, one `flood` event a minute kept). */
    EVENT_BURST: z.coerce.number().int().min(1).max(100_000).default(DEVICE_EVENT_BURST_DEFAULT),
    EVENT_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(DEVICE_EVENTS_PER_MINUTE_DEFAULT),
    /** Device timestamps (epoch ms) accepted from this many days before the server's clock to this many seconds after it. */
    DEVICE_TS_PAST_DAYS: z.coerce.number().int().min(1).max(3650).default(DEVICE_TS_PAST_DAYS_DEFAULT),
    DEVICE_TS_FUTURE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(DEVICE_TS_FUTURE_SECONDS_DEFAULT),
    /** Days kept: robot events, log requests (with their files), raw 10-second telemetry samples. */
    EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(EVENT_RETENTION_DAYS_DEFAULT),
    LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(LOG_RETENTION_DAYS_DEFAULT),
    TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(366).default(TELEMETRY_RETENTION_DAYS_DEFAULT),
    /** A robot offline longer than this many minutes has a connectivity fault (resolved when it is back). */
    FAULT_OFFLINE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(FAULT_OFFLINE_MINUTES_DEFAULT),
    /** Minutes an urgent / very urgent work order may wait for someone to take it before the parent organisation's staff are told. */
    WORK_ORDER_ESCALATE_URGENT_MIN: z.coerce.number().int().min(1).max(10_080).default(WORK_ORDER_ESCALATE_URGENT_MIN_DEFAULT),
    WORK_ORDER_ESCALATE_VERY_URGENT_MIN: z.coerce.number().int().min(1).max(10_080).default(WORK_ORDER_ESCALATE_VERY_URGENT_MIN_DEFAULT),
    /**
     * Where robots reach this server over HTTP, for the package downloads of their upgrades (http://host:port
     * as the fleet sees it); unset: http://127.0.0.1:PORT, which only the simulated fleet in this process reaches.
     */
    DEVICE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** A MapLibre style (https URL) for the geography view; unset: the offline Natural Earth style. */
    MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Other origins that style's tiles, glyphs and sprites come from, comma-separated (the browser's CSP allows them). */
    MAP_HOSTS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
    METRICS_ALLOW: ZMetricsAllow.default(['loopback']),
    /** When set, /metrics also asks for `Authorization: Bearer <token>` (Prometheus `authorization.credentials`). */
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    SIM_ROBOTS: z.coerce.number().int().min(0).max(1000).default(10),
    /** Share of the simulated robots' upgrades that fail by a profile (network, md5, install): 0–1. */
    SIM_OTA_FAILURE_RATE: z.coerce.number().min(0, 'a share from 0 to 1').max(1, 'a share from 0 to 1').default(0),
    /** A new database gets a few help articles and tickets to look at (sim/demo-content.ts); 0 leaves it empty. */
    DEMO_CONTENT: z.enum(['0', '1'], { error: '0 or 1' }).default('1'),
    WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_ALLOW && env.METRICS_ALLOW.includes('any') && !env.METRICS_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_ALLOW'],
        message: "any admits every address: set METRICS_TOKEN too, or name the scraper's addresses",
      });
    }
  });

export type Env = z.infer<typeof ZEnv> & { dataDir: string; filesDir: string };

export class EnvError extends Error {}

export const loadEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? '?');
      const why = i.message.startsWith('validation.') ? describeValidation(i.message) : i.message;
      return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${why}`;
    });
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, filesDir: parsed.data.FILES_DIR ? path.resolve(parsed.data.FILES_DIR) : path.join(dataDir, 'files') };
};

const describeValidation = (key: string) =>
  key === 'validation.passwordWeak'
    ? 'the password must be longer than 8 characters with digits, upper case, lower case and special characters'
    : key === 'validation.spaces'
      ? 'must not contain spaces'
      : key;

/** The upload size limits set by FILE_MAX_MB_<KIND>, in bytes; kinds left unset keep contracts' defaults. */
export const fileMaxBytes = (env: Env): Partial<Record<TFileKind, number>> => {
  const mb = {
    image: env.FILE_MAX_MB_IMAGE,
    video: env.FILE_MAX_MB_VIDEO,
    markdown: env.FILE_MAX_MB_MARKDOWN,
    package: env.FILE_MAX_MB_PACKAGE,
  };
  return Object.fromEntries(Object.entries(mb).flatMap(([kind, v]) => (v === undefined ? [] : [[kind, Math.floor(v * 1024 * 1024)]])));
};
