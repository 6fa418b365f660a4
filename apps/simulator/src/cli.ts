import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readCredentialsCsv, writeCredentialsCsv, type RobotCredential } from './credentials';
import { startFleet } from './fleet';
import { ApiError, registerSimulatedRobots } from './register-robots';
import { INCIDENT_PROFILES, type IncidentProfileName } from './scenarios/incident-profiles';

const USAGE = `Runs simulated robots against a Fleet Console MQTT broker.

  npm run simulate -- --credentials robots.csv [--count N] [--url mqtt://host:1883]
  npm run simulate -- --api http://host:8080 --account admin --password '…' --count N [--model 130] [--url …]

  --credentials FILE   CSV with deviceNumber and deviceSecret columns (the console's bulk registration download)
  --api URL            sign in to this console and register N new simulated robots first; their
                       credentials are saved to a CSV (see --out) for the next run with --credentials
  --account, --password  the console account used with --api (needs the robot registration permission;
                       signing in here ends that account's session in a browser: one session per user)
  --count N            how many robots (with --credentials: the first N rows; default all)
  --model M            model number of new robots: 130 (default), 90, 80 or 40
  --url URL            broker (default mqtt://127.0.0.1:1883)
  --out FILE           where --api saves credentials (default data/simulator/robots-<time>.csv)
  --time-scale X       simulated seconds per real second (default 1)
  --seed S             same seed, same maps and behaviour (default 1)
  --incidents P        ${Object.keys(INCIDENT_PROFILES).join(' | ')} (default normal)
  --ota-failures R     share of upgrades that fail (network, md5 or install profile), 0–1 (default 0)
  --verbose            log every robot's connection events`;

const fail = (message: string): never => {
  console.error(`simulate: ${message}\n\n${USAGE}`);
  process.exit(2);
};

const number = (name: string, raw: string | undefined, min: number) => {
  if (raw === undefined) return undefined;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < min) fail(`--${name} must be a number ≥ ${min} (got "${raw}")`);
  return v;
};

const parse = () => {
  try {
    return parseArgs({
      options: {
        credentials: { type: 'string' },
        api: { type: 'string' },
        account: { type: 'string' },
        password: { type: 'string' },
        count: { type: 'string' },
        model: { type: 'string', default: '130' },
        url: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
        out: { type: 'string' },
        'time-scale': { type: 'string' },
        seed: { type: 'string' },
        incidents: { type: 'string', default: 'normal' },
        'ota-failures': { type: 'string' },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
};

/** Robots to run: read from a CSV, or registered through the API (and saved for the next run). */
const loadRobots = async (a: ReturnType<typeof parse>, count: number | undefined): Promise<RobotCredential[]> => {
  if (a.credentials && a.api) fail('use either --credentials or --api, not both');
  if (a.credentials) {
    const all = await readCredentialsCsv(a.credentials).catch((e: unknown) =>
      fail(`${a.credentials}: ${e instanceof Error ? e.message : String(e)}`),
    );
    if (count !== undefined && count > all.length) fail(`--count ${count} but ${a.credentials} holds only ${all.length} robots`);
    return all.slice(0, count ?? all.length);
  }
  if (!a.api) return fail('say which robots to run: --credentials FILE, or --api URL with --account and --password');
  if (!a.account || !a.password) fail('--api needs --account and --password');
  if (count === undefined) fail('--api needs --count: how many robots to register');
  const robots = await registerSimulatedRobots({
    api: a.api,
    account: a.account!,
    password: a.password!,
    count: count!,
    model: a.model!,
  }).catch((e: unknown) => fail(e instanceof ApiError ? e.message : `registration failed: ${String(e)}`));
  const out = path.resolve(a.out ?? path.join('data', 'simulator', `robots-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`));
  await mkdir(path.dirname(out), { recursive: true });
  await writeCredentialsCsv(out, robots);
  console.log(`Registered ${robots.length} simulated robots; credentials saved to ${out}`);
  console.log(`Next time: npm run simulate -- --credentials ${out} --url ${a.url}`);
  return robots;
};

/** Without --verbose, each kind of error is shown once, not once per robot and reconnect. */
const firstOfEachError = () => {
  const seen = new Set<string>();
  return (m: string) => {
    const what = m.replace(/^\S+: /, '');
    if (!/error|failed/i.test(what) || seen.has(what)) return;
    seen.add(what);
    console.error(`${m} (shown once; --verbose shows every occurrence)`);
  };
};

const main = async () => {
  const a = parse();
  if (a.help) {
    console.log(USAGE);
    return;
  }
  const count = number('count', a.count, 1);
  const timeScale = number('time-scale', a['time-scale'], 0.001);
  const seed = number('seed', a.seed, 0);
  const otaFailureRate = number('ota-failures', a['ota-failures'], 0);
  if (otaFailureRate !== undefined && otaFailureRate > 1) fail(`--ota-failures is a share from 0 to 1 (got "${a['ota-failures']}")`);
  if (!(a.incidents! in INCIDENT_PROFILES)) fail(`--incidents must be one of ${Object.keys(INCIDENT_PROFILES).join(', ')}`);
  if (!/^(mqtts?|wss?):\/\//.test(a.url!)) fail(`--url must start with mqtt://, mqtts://, ws:// or wss:// (got "${a.url}")`);
  const robots = await loadRobots(a, count);
  if (robots.length === 0) fail('no robots to run');

  const fleet = startFleet({
    url: a.url!,
    robots: robots.map((r) => ({ deviceNumber: r.deviceNumber, secret: r.deviceSecret, model: r.deviceNumber.split('-')[1] })),
    seed,
    timeScale,
    incidents: a.incidents as IncidentProfileName,
    otaFailureRate,
    log: a.verbose ? (m) => console.log(m) : firstOfEachError(),
  });
  console.log(`Running ${robots.length} robots against ${a.url}. Ctrl+C stops them cleanly.`);
  const report = setInterval(() => {
    const up = fleet.robots.filter((r) => r.connected).length;
    console.log(`${new Date().toISOString()} ${up}/${robots.length} connected`);
  }, 10_000);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(report);
    console.log('Stopping: robots say offline and disconnect…');
    await fleet.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
};

void main();
