/**
 * `npm run bench:web`: what a browser downloads to show Login and the signed-in shell's first screen
 * (home), and when the largest content paints, in headless Chromium against the real server serving a
 * fresh production build. Every load starts with an empty cache.
 *
 * Bytes are the browser's own Resource Timing figures: `encodedBodySize` is the body as it crossed the
 * wire (brotli here), `decodedBodySize` the same body uncompressed, which is the same-run baseline:
 * what each page cost before the build wrote .br/.gz files and the server sent them. LCP is on
 * localhost, so it measures the work in the browser (parse, run, render), not a network.
 * BENCH_WEB_DIST=<dir> measures that build instead of building apps/web (to compare two builds).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium.mjs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanups, log, machine, runBench, signIn, startRealApp } from './support';

const root = fileURLToPath(new URL('..', import.meta.url));
const WEB = path.join(root, 'apps/web');
const KB = 1024;
/** Kilobytes of JavaScript on the wire (the hardening issue's budgets). */
const BUDGET = { login: 250, shell: 600 } as const;
/** Loads per page: bytes are the same every time, LCP is the median. */
const RUNS = 3;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

interface Sizes {
  wire: number;
  raw: number;
  count: number;
}
interface Measurement {
  js: Sizes;
  all: Sizes;
  /** JavaScript responses that came compressed (content-encoding br or gzip). */
  jsCompressed: number;
  lcp: number;
}
interface Scenario {
  name: string;
  budget: number;
  path: string;
  locale: string;
  token?: string;
  /** Resolves when the screen shows what a user came for. */
  ready: (page: Page) => Promise<void>;
}

const build = () => {
  log('building the web console (vite build)…');
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the web build failed');
  log(`built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
};

const startServer = (webDist: string) => startRealApp({ webDist });

/** The Resource Timing entries of the page and its document, summed. */
const sizesOf = (page: Page) =>
  page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return entries.map((e) => ({ url: e.name, wire: e.encodedBodySize, raw: e.decodedBodySize }));
  });

/** The last largest-contentful-paint candidate, in ms since navigation start. */
const lcpOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );

const loadOnce = async (browser: Browser, base: string, s: Scenario): Promise<Measurement> => {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: s.locale, serviceWorkers: 'block' });
  try {
    if (s.token) await context.addInitScript((token) => sessionStorage.setItem('token', token), s.token);
    const page = await context.newPage();
    let jsCompressed = 0;
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js') && /^(br|gzip)$/.test(r.headers()['content-encoding'] ?? '')) jsCompressed += 1;
    });
    await page.goto(`${base}${s.path}`);
    await s.ready(page);
    await page.waitForLoadState('networkidle');
    const entries = await sizesOf(page);
    const sum = (list: typeof entries): Sizes => ({
      wire: list.reduce((n, e) => n + e.wire, 0),
      raw: list.reduce((n, e) => n + e.raw, 0),
      count: list.length,
    });
    const js = entries.filter((e) => new URL(e.url).pathname.endsWith('.js'));
    return { js: sum(js), all: sum(entries), jsCompressed, lcp: await lcpOf(page) };
  } finally {
    await context.close();
  }
};

const measure = async (browser: Browser, base: string, s: Scenario) => {
  const runs: Measurement[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, base, s));
  const first = runs[0]!;
  if (runs.some((r) => r.js.wire !== first.js.wire))
    log(`${s.name}: JavaScript differed between loads: ${runs.map((r) => r.js.wire).join(', ')} bytes`);
  const lcps = runs.map((r) => r.lcp).sort((a, b) => a - b);
  return { scenario: s, ...first, lcp: lcps[Math.floor(lcps.length / 2)]!, lcpRange: [lcps[0]!, lcps.at(-1)!] as const };
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(0)} KB`;
const pad = (s: string, w: number, right = true) => (right ? s.padStart(w) : s.padEnd(w));

const report = (rows: Awaited<ReturnType<typeof measure>>[]) => {
  const cols = [
    '',
    'JS on the wire',
    'budget',
    'JS uncompressed',
    'all on the wire',
    'all uncompressed',
    'requests',
    'JS br/gz',
    'LCP',
    'LCP range',
  ];
  const widths = [26, 14, 9, 15, 15, 16, 8, 8, 8, 14];
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i > 0)).join('  ');
  console.log('');
  console.log(machine());
  console.log(`Chromium headless, 1600×900, empty cache per load, ${RUNS} loads per page (LCP: median); KB = 1024 bytes`);
  console.log('');
  console.log(line(cols));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) {
    const over = r.js.wire > r.scenario.budget * KB;
    console.log(
      line([
        r.scenario.name,
        kb(r.js.wire),
        `≤ ${r.scenario.budget} KB`,
        kb(r.js.raw),
        kb(r.all.wire),
        kb(r.all.raw),
        String(r.all.count),
        `${r.jsCompressed}/${r.js.count}`,
        `${r.lcp.toFixed(0)} ms`,
        `${r.lcpRange[0].toFixed(0)}–${r.lcpRange[1].toFixed(0)} ms`,
      ]) + (over ? '  OVER BUDGET' : ''),
    );
  }
  console.log('');
  console.log('baseline (same run): the uncompressed columns, what the same responses weigh without compression');
  for (const r of rows)
    console.log(
      `  ${r.scenario.name}: JavaScript ${kb(r.js.raw)} → ${kb(r.js.wire)} on the wire (${((r.js.wire / r.js.raw) * 100).toFixed(0)} %)`,
    );
  console.log('');
};

const main = async () => {
  const given = process.env.BENCH_WEB_DIST;
  if (given) log(`measuring the build in ${given}`);
  else build();
  const base = await startServer(given ? path.resolve(given) : path.join(WEB, 'dist'));
  const token = await signIn(base);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());

  const loginReady = (page: Page) => page.locator('button[type="submit"]').waitFor();
  // The home page's menu groups are the last thing the first screen renders (after the session loads).
  const homeReady = (page: Page) => page.locator('main nav[aria-label]').first().waitFor();
  const scenarios: Scenario[] = [
    { name: 'Login (zh-CN)', budget: BUDGET.login, path: '/', locale: 'zh-CN', ready: loginReady },
    { name: 'Login (en-US)', budget: BUDGET.login, path: '/', locale: 'en-US', ready: loginReady },
    { name: 'Login (ja-JP)', budget: BUDGET.login, path: '/', locale: 'ja-JP', ready: loginReady },
    { name: 'Shell home (signed in)', budget: BUDGET.shell, path: '/contentPage', locale: 'zh-CN', token, ready: homeReady },
  ];
  // One load not measured: the server's first requests (JIT, prepared statements) and Chromium's first
  // page (fonts, caches outside the context) would otherwise count against the first scenario.
  await loadOnce(browser, base, scenarios[0]!);
  const rows = [];
  for (const s of scenarios) {
    log(`${s.name}: ${RUNS} cold loads of ${s.path}`);
    rows.push(await measure(browser, base, s));
  }
  report(rows);
  const over = rows.filter((r) => r.js.wire > r.scenario.budget * KB);
  if (over.length)
    throw new Error(`over budget: ${over.map((r) => `${r.scenario.name} ${kb(r.js.wire)} > ${r.scenario.budget} KB`).join(', ')}`);
};

runBench(main);
