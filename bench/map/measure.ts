/**
 * What `npm run bench:map` measures in a page, the same for both rows: main-thread long tasks
 * (PerformanceObserver 'longtask': every task over 50 ms, and the longest), the 'fleet-tick' measures
 * (the cost of applying one tick: see apps/web/src/lib/fleet-tick-timing.ts, and the baseline's
 * handler), frames per second while the map is dragged with the mouse (requestAnimationFrame callbacks
 * counted), and what the WebSocket brought (CDP Network.webSocketFrameReceived payloads).
 *
 * In-page code is strings (see dom-baseline.ts: tsx's transpiled functions may not run in a page).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';

/** Installed before the page's own scripts: collects long tasks and fleet-tick measures from then on. */
export const OBSERVE = `
window.__bench = { longtasks: [], ticks: [] };
new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.longtasks.push([e.startTime, e.duration]); })
  .observe({ type: 'longtask', buffered: true });
new PerformanceObserver((l) => {
  for (const e of l.getEntries()) if (e.name === 'fleet-tick') window.__bench.ticks.push([e.startTime, e.duration]);
}).observe({ type: 'measure', buffered: true });
`;

export interface Window {
  seconds: number;
  longTasks: number;
  longestMs: number;
  ticks: number;
  tickP50: number;
  tickP99: number;
  tickMax: number;
  bytesPerS: number;
  framesPerS: number;
  panSeconds: number;
}

/** WebGL2 in this browser, and its renderer (SwiftShader here: software). */
export const webgl2Renderer = (page: Page) =>
  page.evaluate(`(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  })()`) as Promise<string | null>;

/** Counts what the page's WebSockets receive (text frames as UTF-8 bytes, binary ones decoded). */
export const countSocketBytes = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const counter = { bytes: 0, frames: 0 };
  cdp.on('Network.webSocketFrameReceived', (e) => {
    const { opcode, payloadData } = e.response;
    counter.bytes += opcode === 2 ? Buffer.from(payloadData, 'base64').length : Buffer.byteLength(payloadData, 'utf8');
    counter.frames += 1;
  });
  return counter;
};

/** The page's JavaScript CPU profile from now until `stop`, written as a .cpuprofile DevTools opens. */
export const startProfile = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      return file;
    },
  };
};

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;

/**
 * One measuring window on a page that already shows every robot: `steadyS` seconds of live ticks, then
 * `panS` seconds of dragging the map (`area`: the element to drag, in page pixels) back and forth.
 * Long tasks and ticks count over the whole window, frames per second over the drag.
 */
export const measureWindow = async (
  page: Page,
  socket: { bytes: number },
  area: { x: number; y: number; width: number; height: number },
  steadyS: number,
  panS: number,
): Promise<Window> => {
  const t0 = (await page.evaluate('performance.now()')) as number;
  const bytes0 = socket.bytes;
  await page.waitForTimeout(steadyS * 1000);

  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.evaluate(`(() => {
    window.__frames = 0; window.__panning = true; window.__panStart = performance.now();
    const tick = () => { window.__frames++; if (window.__panning) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  // A drag as a hand does it: small steps, left and right by 200 px, for panS seconds.
  const end = Date.now() + panS * 1000;
  for (let i = 0; Date.now() < end; i++) {
    const phase = (i % 80) / 80;
    await page.mouse.move(cx + 200 * Math.sin(phase * 2 * Math.PI), cy + 40 * Math.sin(phase * 4 * Math.PI));
  }
  const pan = (await page.evaluate(`(() => {
    window.__panning = false;
    return { frames: window.__frames, ms: performance.now() - window.__panStart };
  })()`)) as { frames: number; ms: number };
  await page.mouse.up();

  const t1 = (await page.evaluate('performance.now()')) as number;
  const seconds = (t1 - t0) / 1000;
  const bytes = socket.bytes - bytes0;
  const got = (await page.evaluate('window.__bench')) as { longtasks: [number, number][]; ticks: [number, number][] };
  const long = got.longtasks.filter(([s]) => s >= t0 && s <= t1).map(([, d]) => d);
  const ticks = got.ticks
    .filter(([s]) => s >= t0 && s <= t1)
    .map(([, d]) => d)
    .sort((a, b) => a - b);
  return {
    seconds,
    longTasks: long.length,
    longestMs: long.length ? Math.max(...long) : 0,
    ticks: ticks.length,
    tickP50: quantile(ticks, 0.5),
    tickP99: quantile(ticks, 0.99),
    tickMax: ticks.length ? ticks.at(-1)! : NaN,
    bytesPerS: bytes / seconds,
    framesPerS: (pan.frames / pan.ms) * 1000,
    panSeconds: pan.ms / 1000,
  };
};
