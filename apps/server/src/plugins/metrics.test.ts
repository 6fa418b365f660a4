import { downTopic, ErrorCode, upTopic, type TDeviceCommand } from '@fleet/contracts';
import Fastify, { type InjectOptions } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, openLive, telemetry, type TestRobot } from '../../test/robot-fixtures';
import { metricsPlugin } from './metrics';

/**
 * /metrics read as Prometheus reads it: the text format, parsed. The series come from a real request,
 * a real robot on the embedded broker and a real browser socket, never from counters set by the test.
 */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const parse = (text: string) => {
  const samples: Sample[] = [];
  const help = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('# HELP ')) help.add(line.split(' ')[2]!);
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]));
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { samples, help };
};
type Scrape = ReturnType<typeof parse>;

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
const valueOf = (s: Scrape, name: string, labels: Record<string, string> = {}) => {
  const hits = s.samples.filter((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v));
  if (hits.length > 1) throw new Error(`${hits.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return hits[0]?.value;
};

/** Every series of the app (README "Metrics" lists the same). */
const FAMILIES = [
  'fleet_http_request_duration_seconds',
  'fleet_robots_connected',
  'fleet_uplinks_received_total',
  'fleet_uplinks_refused_total',
  'fleet_device_rejected_total',
  'fleet_device_auth_refused_total',
  'fleet_events_rate_limited_total',
  'fleet_ingest_batch_rows',
  'fleet_ingest_write_errors_total',
  'fleet_ingest_rows_rejected_total',
  'fleet_live_browsers',
  'fleet_live_states_superseded_total',
  'fleet_live_frames_dropped_total',
  'fleet_commands_total',
  'fleet_db_pool_clients',
  'fleet_db_pool_idle_clients',
  'fleet_db_pool_waiting_requests',
];

let t: TestApp;
let token: string;
let httpUrl: string;
let robot: TestRobot;
let client: MqttClient;
const raw = (app = t.app, opts: Partial<InjectOptions> = {}) => app.inject({ method: 'GET', url: '/metrics', ...opts });
const scrape = async (app = t.app) => {
  const res = await raw(app);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { ...parse(res.body), text: res.body };
};

beforeAll(async () => {
  t = await createTestApp({ gateway: { mqttPort: 0, mqttHost: '127.0.0.1', timings: { flushMs: 100, liveFlushMs: 50 } } });
  httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = await login(t.app);
  robot = await createTestRobot(t.database.db);
  client = await connectRobot(t.mqttUrl!, robot);
  // The robot answers every command with success, as a healthy one does.
  client.on('message', (_topic, payload) => {
    const cmd = JSON.parse(String(payload)) as TDeviceCommand;
    client
      .publishAsync(upTopic(robot.deviceNumber, 'ack'), JSON.stringify({ commandId: cmd.commandId, result: 'success' }), { qos: 1 })
      .catch(() => undefined);
  });
  await client.subscribeAsync(downTopic(robot.deviceNumber), { qos: 1 });
  await goOnline(client, robot);
});
afterAll(async () => {
  await closeRobot(client, robot);
  await t.close();
});

describe('GET /metrics', () => {
  it('times a request under its route pattern and status, never under its path', async () => {
    const series = { method: 'GET', route: `${API}/robotinfo/robot/info/:id`, status_code: '200' };
    const before = valueOf(await scrape(), 'fleet_http_request_duration_seconds_count', series) ?? 0;
    expect((await call(t.app, 'GET', `robotinfo/robot/info/${robot.id}`, { token })).status).toBe(200);
    expect((await call(t.app, 'GET', `no-such-service/thing/${robot.id}987`, { token })).status).toBe(404);
    const after = await scrape();
    expect(valueOf(after, 'fleet_http_request_duration_seconds_count', series)).toBe(before + 1);
    expect(valueOf(after, 'fleet_http_request_duration_seconds_bucket', { ...series, le: '+Inf' })).toBe(before + 1);
    expect(valueOf(after, 'fleet_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    // Paths never become labels: neither the matched one nor the unmatched one shows. (The ids alone are
    // not searched for: a short id followed by 987 can occur in a sample's value, e.g. memory bytes.)
    expect(after.text).not.toContain(`/info/${robot.id}`);
    expect(after.text).not.toContain('no-such-service');
    expect(after.text).not.toContain(`/thing/${robot.id}987`);
  });

  it('shows the robot connected and its uplinks by kind, as the gateway counted them', async () => {
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry()));
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), '{not json');
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ ts: Date.now() + 3_600_000 })));
    await vi.waitFor(async () => expect(valueOf(await scrape(), 'fleet_uplinks_received_total', { kind: 'telemetry' })).toBe(3));
    await vi.waitFor(async () => expect(valueOf(await scrape(), 'fleet_robots_connected')).toBe(1));
    await t.app.gateway.flush();
    const s = await scrape();
    expect(valueOf(s, 'fleet_uplinks_received_total', { kind: 'status' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(s, 'fleet_uplinks_received_total', { kind: 'log' })).toBe(0);
    expect(valueOf(s, 'fleet_uplinks_refused_total', { reason: 'invalid_json' })).toBe(1);
    // The same refusals under the reasons the robot's vendor sees (contracts REJECTION_REASONS).
    expect(valueOf(s, 'fleet_device_rejected_total', { reason: 'invalidJson' })).toBe(1);
    expect(valueOf(s, 'fleet_device_rejected_total', { reason: 'tsOutOfWindow' })).toBe(1);
    expect(valueOf(s, 'fleet_device_rejected_total', { reason: 'unknownTopic' })).toBe(0);
    // Read from the gateway's own counts, not counted a second time.
    const byKind = s.samples.filter((x) => x.name === 'fleet_uplinks_received_total').reduce((n, x) => n + x.value, 0);
    expect(byKind).toBe(t.app.gateway.stats().received);
    expect(valueOf(s, 'fleet_ingest_batch_rows_count', { batch: 'state' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(s, 'fleet_ingest_batch_rows_sum', { batch: 'presence' })).toBeGreaterThanOrEqual(1);
    // Aggregates only: no device number, robot or organisation in any label.
    expect(s.text).not.toContain(robot.deviceNumber);
  });

  it('counts command outcomes by command', async () => {
    const r = await call<{ commandId: string }>(t.app, 'POST', `robotinfo/robot/lock/${robot.id}`, { token });
    expect(r.body.code).toBe(0);
    await vi.waitFor(async () => expect(valueOf(await scrape(), 'fleet_commands_total', { command: 'lock', outcome: 'success' })).toBe(1));
    const offline = await createTestRobot(t.database.db);
    expect((await call(t.app, 'POST', `robotinfo/robot/lock/${offline.id}`, { token })).body.code).toBe(ErrorCode.ROBOT_OFFLINE);
    const s = await scrape();
    expect(valueOf(s, 'fleet_commands_total', { command: 'lock', outcome: 'sent' })).toBe(1);
    expect(valueOf(s, 'fleet_commands_total', { command: 'lock', outcome: 'refused_offline' })).toBe(1);
    expect(valueOf(s, 'fleet_commands_total', { command: 'lock', outcome: 'failure' })).toBe(0);
    expect(valueOf(s, 'fleet_commands_total', { command: 'unlock', outcome: 'sent' })).toBe(0);
  });

  it("shows the live hub's browsers, the database pool and the process, each series with its help text", async () => {
    const live = await openLive(httpUrl, token);
    await vi.waitFor(async () => expect(valueOf(await scrape(), 'fleet_live_browsers')).toBe(1));
    const s = await scrape();
    expect(valueOf(s, 'fleet_db_pool_clients')).toBeGreaterThanOrEqual(1);
    expect(valueOf(s, 'fleet_db_pool_waiting_requests')).toBe(0);
    expect(valueOf(s, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(s, 'fleet_live_frames_dropped_total')).toBe(0);
    const families = new Set(s.samples.filter((x) => x.name.startsWith('fleet_')).map((x) => x.name.replace(/_(bucket|sum|count)$/, '')));
    expect([...families].sort()).toEqual([...FAMILIES].sort());
    expect([...families].filter((f) => !s.help.has(f))).toEqual([]);
    live.close();
    // A socket is not a request: timed, it would count as one as long as the socket stayed open.
    await vi.waitFor(async () => expect(valueOf(await scrape(), 'fleet_live_browsers')).toBe(0));
    expect((await scrape()).samples.filter((x) => x.labels.route?.endsWith('/robotinfo/live'))).toEqual([]);
  });
});

describe('GET /metrics access', () => {
  it('refuses an address outside METRICS_ALLOW (loopback by default) without a single series', async () => {
    const res = await raw(t.app, { remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('fleet_');
  });

  it('refuses a client that an allowed proxy forwards for, and serves one it forwards from an allowed address', async () => {
    expect((await raw(t.app, { headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(403);
    expect((await raw(t.app, { headers: { 'x-forwarded-for': '198.51.100.1, 127.0.0.1' } })).statusCode).toBe(403);
    expect((await raw(t.app, { headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(200);
  });

  it('asks for the bearer token of METRICS_TOKEN, from every address with METRICS_ALLOW=any', async () => {
    const secret = 'scrape-token-0123456789';
    const other = await createTestApp({ metrics: { allow: ['any'], token: secret } });
    try {
      const none = await raw(other.app);
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expect(none.body).not.toContain('fleet_');
      expect((await raw(other.app, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
      expect((await raw(other.app, { headers: { authorization: secret } })).statusCode).toBe(401);
      expect((await raw(other.app, { remoteAddress: '203.0.113.7' })).statusCode).toBe(401);
      expect((await raw(other.app, { remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${secret}` } })).statusCode).toBe(200);
      const ok = await raw(other.app, { headers: { authorization: `Bearer ${secret}` } });
      expect(ok.statusCode).toBe(200);
      // A registry per app: the other app's requests are not in this one's series.
      expect(
        parse(ok.body).samples.filter((x) => x.name === 'fleet_http_request_duration_seconds_count' && x.labels.route !== '/metrics'),
      ).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('is not served at all with METRICS_ALLOW=off', async () => {
    const app = Fastify();
    await app.register(metricsPlugin, { allow: false, db: t.database.db });
    expect((await raw(app)).statusCode).toBe(404);
    await app.close();
  });
});
