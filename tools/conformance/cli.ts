import { parseArgs } from 'node:util';
import { formatReport } from './report';
import { DEFAULT_BUDGETS, SAFE_COMMANDS, type KitBudgets, type TSafeCommand } from './options';
import { KitAbort, runConformance } from './run';

const USAGE = `Checks a robot against the Fleet Console device protocol and prints a pass/fail table.

  npm run conformance -- --url mqtt://host:1883 --device NO --secret S --api http://host:8080 --account A --password P [--json]

The robot must be registered in the console and connected to its broker. The kit signs in as an
operator (one session per user: use an account nobody is using in a browser), sends commands
through the console, and takes the robot's MQTT connection over once to see its Last Will.

  --url URL          the broker the robot is connected to (mqtt://, mqtts://, ws://, wss://)
  --device NO        the robot's device number;   --secret S  its device secret
  --api URL          the console;   --account, --password  an operator who may operate the robot
  --commands LIST    safe commands to send, comma-separated (default ${SAFE_COMMANDS.join(',')});
                     the console skips one the robot's state makes pointless. Never reset.
  --json             print the report as JSON instead of the table
  budgets, in seconds (each wait ends as soon as its signal arrives):
  --online-window S (${DEFAULT_BUDGETS.online / 1000})  --telemetry-window S (${DEFAULT_BUDGETS.telemetry / 1000})
  --ack-grace S (${DEFAULT_BUDGETS.ackGrace / 1000}, after a command's expiry)  --will-window S (${DEFAULT_BUDGETS.will / 1000})
  --reconnect-window S (${DEFAULT_BUDGETS.reconnect / 1000})  --clock-skew S (${DEFAULT_BUDGETS.clockSkew / 1000})

Exit code: 0 every check passed (or was skipped), 1 a check failed, 2 the run could not start.`;

const usage = (message: string): never => {
  console.error(`conformance: ${message}\n\n${USAGE}`);
  process.exit(2);
};

const BUDGET_FLAGS = {
  'online-window': 'online',
  'telemetry-window': 'telemetry',
  'ack-grace': 'ackGrace',
  'will-window': 'will',
  'reconnect-window': 'reconnect',
  'clock-skew': 'clockSkew',
} as const satisfies Record<string, keyof KitBudgets>;

const parse = () => {
  try {
    return parseArgs({
      options: {
        url: { type: 'string' },
        device: { type: 'string' },
        secret: { type: 'string' },
        api: { type: 'string' },
        account: { type: 'string' },
        password: { type: 'string' },
        commands: { type: 'string', default: SAFE_COMMANDS.join(',') },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        ...Object.fromEntries(Object.keys(BUDGET_FLAGS).map((k) => [k, { type: 'string' as const }])),
      },
    }).values as Record<string, string | boolean | undefined>;
  } catch (e) {
    return usage(e instanceof Error ? e.message : String(e));
  }
};

const budgetsOf = (a: Record<string, string | boolean | undefined>): KitBudgets => {
  const b = { ...DEFAULT_BUDGETS };
  for (const [flag, key] of Object.entries(BUDGET_FLAGS)) {
    const raw = a[flag];
    if (typeof raw !== 'string') continue;
    const s = Number(raw);
    if (!Number.isFinite(s) || s <= 0) usage(`--${flag} must be a number of seconds > 0 (got "${raw}")`);
    b[key] = s * 1000;
  }
  return b;
};

const main = async () => {
  const a = parse();
  if (a.help) return console.log(USAGE);
  const need = (k: string) => (typeof a[k] === 'string' && a[k] ? (a[k] as string) : usage(`--${k} is required`));
  const [url, device, secret, api, account, password] = ['url', 'device', 'secret', 'api', 'account', 'password'].map(need);
  if (!/^(mqtts?|wss?):\/\//.test(url!)) usage(`--url must start with mqtt://, mqtts://, ws:// or wss:// (got "${url}")`);
  if (!/^https?:\/\//.test(api!)) usage(`--api must start with http:// or https:// (got "${api}")`);
  const commands = String(a.commands)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unsafe = commands.filter((x) => !(SAFE_COMMANDS as readonly string[]).includes(x));
  if (unsafe.length) usage(`--commands takes only ${SAFE_COMMANDS.join(', ')} (got ${unsafe.join(', ')})`);
  try {
    const report = await runConformance({
      api: api!,
      account: account!,
      password: password!,
      mqttUrl: url!,
      device: device!,
      secret: secret!,
      commands: commands as TSafeCommand[],
      budgets: budgetsOf(a),
      log: (line) => console.error(line),
    });
    console.log(a.json ? JSON.stringify(report, null, 2) : formatReport(report));
    process.exit(report.passed ? 0 : 1);
  } catch (e) {
    console.error(`conformance: ${e instanceof KitAbort || e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  }
};

void main();
