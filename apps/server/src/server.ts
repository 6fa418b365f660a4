import { existsSync, readFileSync, statSync } from 'node:fs';
import { escalationMinutes } from '@fleet/contracts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { migrateDatabase, openDatabase } from './db/client';
import type { EmbeddedDb } from './db/embedded';
import { connectionProbe } from './db/probe';
import { ADMIN_ACCOUNT, seed } from './db/seed';
import { superviseDatabase } from './db/supervisor';
import { EnvError, fileMaxBytes, loadEnv } from './env';
import { readableLogStream } from './lib/log-lines';
import { purgeOldSessions } from './modules/auth/session.repository';

/** The only place that listens: env → database (embedded or external) → migrations → seed → app. */
const root = fileURLToPath(new URL('../../..', import.meta.url));

const readVersion = (webDist: string) => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const index = path.join(webDist, 'index.html');
  return { version: pkg.version, buildTime: existsSync(index) ? statSync(index).mtime.toISOString() : 'development' };
};

const main = async () => {
  let env;
  try {
    env = loadEnv();
  } catch (e) {
    if (e instanceof EnvError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const log = (m: string) => console.log(`[fleet] ${m}`);
  let embedded: EmbeddedDb | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    // Loaded only when used: with DATABASE_URL the embedded PostgreSQL's binaries are never touched.
    const { startEmbeddedPostgres } = await import('./db/embedded');
    embedded = await startEmbeddedPostgres(path.join(env.dataDir, 'pg'), log);
    url = embedded.url;
    log(`Embedded PostgreSQL running, data in ${path.join(env.dataDir, 'pg')}`);
  }
  const database = openDatabase(url);
  const abort = async (e: unknown) => {
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw e;
  };
  const seeded = await migrateDatabase(database)
    .then(() => seed(database.db, { adminPassword: env.ADMIN_PASSWORD }))
    .catch(abort);

  /** What stop() ends, filled in as start-up proceeds: the supervisor may give up before the app exists. */
  const started: { app?: { close(): Promise<unknown> }; sweeper?: NodeJS.Timeout; demo?: { stop(): Promise<void> } } = {};
  let stopping = false;
  // From here on a database outage is survived: the embedded one is restarted, calls answer 503, and
  // after DB_RECOVERY_SECONDS the process exits 1 for its own supervisor (systemd, Docker) to restart it.
  const supervisor = superviseDatabase({
    probe: connectionProbe(url),
    embedded,
    deadlineMs: env.DB_RECOVERY_SECONDS * 1000,
    onGiveUp: () => void stop('database unavailable', 1),
    log,
  });

  const webDist = env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.join(root, 'apps/web/dist');
  const app = await buildApp({
    db: database.db,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    loginRateLimit: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    version: readVersion(webDist),
    webDist,
    filesDir: env.filesDir,
    fileMaxBytes: fileMaxBytes(env),
    checkResponses: false,
    logger:
      env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, ...(env.LOG_FORMAT === 'text' ? { stream: readableLogStream() } : {}) },
    databaseHealth: supervisor,
    gateway: {
      mqttPort: env.MQTT_PORT,
      mqttHost: env.HOST,
      ...(env.MQTT_URL ? { mqttUrl: env.MQTT_URL } : {}),
      mqttUsername: env.MQTT_USERNAME,
      ...(env.MQTT_PASSWORD ? { mqttPassword: env.MQTT_PASSWORD } : {}),
      mqttGroup: env.MQTT_GROUP,
      commandTimeoutSeconds: env.COMMAND_TIMEOUT_SECONDS,
      mqttMaxPacketKb: env.MQTT_MAX_PACKET_KB,
      deviceKeepAliveSeconds: env.MQTT_DEVICE_KEEPALIVE_SECONDS,
      eventBurst: env.EVENT_BURST,
      eventsPerMinute: env.EVENT_RATE_PER_MINUTE,
      tsPastDays: env.DEVICE_TS_PAST_DAYS,
      tsFutureSeconds: env.DEVICE_TS_FUTURE_SECONDS,
    },
    metrics: { allow: env.METRICS_ALLOW, token: env.METRICS_TOKEN },
    faultOfflineMinutes: env.FAULT_OFFLINE_MINUTES,
    workOrderEscalation: escalationMinutes(env.WORK_ORDER_ESCALATE_URGENT_MIN, env.WORK_ORDER_ESCALATE_VERY_URGENT_MIN),
    ...(env.MAP_STYLE_URL ? { mapStyleUrl: env.MAP_STYLE_URL } : {}),
    deviceBaseUrl: env.DEVICE_BASE_URL ?? `http://127.0.0.1:${env.PORT}`,
    mapHosts: env.MAP_HOSTS,
    retention: { eventDays: env.EVENT_RETENTION_DAYS, logDays: env.LOG_RETENTION_DAYS, telemetryDays: env.TELEMETRY_RETENTION_DAYS },
  }).catch(abort);
  started.app = app;
  if (seeded.adminCreated && env.DEMO_CONTENT === '1') {
    // Only on a new database (the admin was created just now): something to read and handle at once.
    const { seedDemoContent } = await import('./sim/demo-content');
    await seedDemoContent(database.db, env.filesDir).then(
      () => log('Demo content added: help articles and tickets to look at (DEMO_CONTENT=0 leaves a new database empty).'),
      (e: unknown) => log(`The demo content was not added: ${e instanceof Error ? e.message : String(e)}`),
    );
  }

  // Ended sessions are kept a day to explain late calls; sweep them at start and then hourly.
  const sweep = () => purgeOldSessions(database.db).catch((e: unknown) => app.log.warn({ err: e }, 'session sweep failed'));
  await sweep();
  started.sweeper = setInterval(() => void sweep(), 60 * 60_000);
  started.sweeper.unref();

  /** Declared as a function so the supervisor can call it from the start (give up → exit 1). */
  async function stop(signal: string, code = 0) {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    clearInterval(started.sweeper);
    await supervisor.close();
    // A stop that hangs must not leave the process (and PostgreSQL) running: give up after a while.
    setTimeout(() => {
      log('shutdown took too long; stopping PostgreSQL and exiting');
      void (embedded?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
    }, 20_000).unref();
    // Before the broker closes, so the robots say offline themselves instead of leaving their wills.
    await started.demo?.stop().catch(() => undefined);
    await started.app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(code);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // Fastify logs one line per address it listens on (every interface for 0.0.0.0): worded as ours.
  await app.listen({ port: env.PORT, host: env.HOST, listenTextResolver: (address) => `Listening on ${address}` }).catch(abort);
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  log(`Fleet Console is running at http://${shown}:${env.PORT}/`);
  if (seeded.generatedAdminPassword) {
    log(`Sign in as "${ADMIN_ACCOUNT}" with the generated password: ${seeded.generatedAdminPassword}`);
    log('It is shown only this once; you will be asked to change it at the first sign-in.');
  } else if (seeded.adminCreated) {
    log(`Sign in as "${ADMIN_ACCOUNT}" with the password from ADMIN_PASSWORD.`);
  } else {
    log(`Sign in as "${ADMIN_ACCOUNT}" (or any account) with its current password.`);
  }
  if (env.SIM_ROBOTS > 0) {
    // The simulated robots connect as real ones do: to the external broker, or to the embedded one here.
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
    const mqttUrl = env.MQTT_URL ?? `mqtt://${host}:${app.gateway.mqttPort ?? env.MQTT_PORT}`;
    // The simulator is loaded only when robots are simulated (SIM_ROBOTS=0 in production).
    const { startDemoFleet } = await import('./sim/demo-fleet');
    started.demo = await startDemoFleet({
      db: database.db,
      dataDir: env.dataDir,
      count: env.SIM_ROBOTS,
      mqttUrl,
      log,
      gateway: app.gateway,
      junkEventMode: app.config.settings().junkEventModeDefault,
      fleet: { otaFailureRate: env.SIM_OTA_FAILURE_RATE },
    }).catch((e: unknown) => {
      // A database error's message runs over several lines (query, params): indented, as a stack would be.
      log(`The demo fleet did not start: ${(e instanceof Error ? e.message : String(e)).replace(/\n/g, '\n    ')}`);
      return undefined;
    });
    if (started.demo) log(`${env.SIM_ROBOTS} simulated robots are running in the demo site (SIM_ROBOTS=0 turns them off).`);
  }
};

/** A port someone else holds is the usual first-start problem: say which setting moves it. */
const explain = (e: unknown) => {
  const err = e as NodeJS.ErrnoException & { port?: number };
  if (err?.code !== 'EADDRINUSE') return e instanceof Error ? e.message : String(e);
  return `port ${err.port ?? '?'} is already in use. Set PORT (the console) or MQTT_PORT (the device broker) to a free port; if an MQTT broker already runs there, MQTT_URL=mqtt://127.0.0.1:${err.port ?? 1883} makes the server use it instead.`;
};

main().catch((e: unknown) => {
  console.error('[fleet] start-up failed:', explain(e));
  process.exit(1);
});
