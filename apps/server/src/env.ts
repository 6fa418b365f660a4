import path from 'node:path';
import { z } from 'zod';
import { ZPassword } from '@fleet/contracts';

/** The only reader of process.env (conventions rule 14). A bad value stops start-up naming the variable. */
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const url = (protocols: string[]) =>
  z
    .string()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), `must start with ${protocols.join(':// or ')}://`)
    .optional();

const ZEnv = z.object({
  PORT: port(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']),
  ADMIN_PASSWORD: ZPassword.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(120),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  MQTT_PORT: port(1883),
  MQTT_URL: url(['mqtt', 'mqtts', 'ws', 'wss']),
  /** The server's own MQTT credential: for MQTT_URL, and admitted by the embedded broker (other instances). */
  MQTT_USERNAME: z.string().min(1).default('fleet-server'),
  MQTT_PASSWORD: z.string().min(1).optional(),
  /** Names this deployment on a shared broker: the ingest share group and the server notice topics. */
  MQTT_GROUP: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only').default('fleet'),
  COMMAND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SIM_ROBOTS: z.coerce.number().int().min(0).max(1000).default(10),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof ZEnv> & { dataDir: string };

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
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
};

const describeValidation = (key: string) =>
  key === 'validation.passwordWeak'
    ? 'the password must be longer than 8 characters with digits, upper case, lower case and special characters'
    : key === 'validation.spaces'
      ? 'must not contain spaces'
      : key;
