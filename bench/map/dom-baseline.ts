/**
 * The baseline row of `npm run bench:map`: the same robots as DOM markers, the way many dashboards draw
 * a fleet (Leaflet-style: one absolutely positioned `div` per robot inside a pane, placed with
 * `transform: translate()`, coloured by a class per state). It speaks the hub's protocol over its own
 * WebSocket (auth, then the same `subscribeFleet` as the geography page) and applies each tick by
 * updating the changed robots' divs, measured as the same 'fleet-tick' User Timing measure. Panning
 * moves the pane, as Leaflet does. Web Mercator at the geography page's first view (center 70°E 30°N,
 * zoom 1.3, 512-pixel world tiles as MapLibre's), so the markers are where the map draws its robots.
 *
 * The page's script is a plain string, not a function of this file: the bench runs under tsx, whose
 * transpiled functions may call helpers that do not exist in the page.
 */
import { LIVE_PATH, API_BASE, FLEET_STATES, type TFleetState } from '@fleet/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { STATE_COLOURS } from '../../apps/web/src/components/geo-map/geo-features';

const css = FLEET_STATES.map((s: TFleetState) => `.m.${s}{background:${STATE_COLOURS[s]}}`).join('');

const script = (appUrl: string, token: string) => `
(() => {
  const STATES = ${JSON.stringify(FLEET_STATES)};
  const box = document.getElementById('map');
  const pane = document.getElementById('pane');
  const W = box.clientWidth, H = box.clientHeight;
  const world = 512 * Math.pow(2, 1.3);
  const px = (lng, lat) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return [((lng + 180) / 360) * world, (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * world];
  };
  const [cx, cy] = px(70, 30);
  const markers = new Map();
  const place = (row) => {
    const [id, state, , , , lat, lng] = row;
    let m = markers.get(id);
    if (!m) {
      m = { el: document.createElement('div'), state: -1 };
      m.el.className = 'm';
      pane.appendChild(m.el);
      markers.set(id, m);
    }
    if (m.state !== state) {
      m.state = state;
      m.el.className = 'm ' + STATES[state];
    }
    if (lat === null || lng === null) return;
    const [x, y] = px(lng, lat);
    m.el.style.transform = 'translate(' + (x - cx + W / 2 - 7).toFixed(1) + 'px,' + (y - cy + H / 2 - 7).toFixed(1) + 'px)';
  };
  const ws = new WebSocket(${JSON.stringify(appUrl.replace(/^http/, 'ws') + API_BASE + LIVE_PATH)});
  ws.onopen = () => {
    ws.send(JSON.stringify({ type: 'auth', token: ${JSON.stringify(token)} }));
    ws.send(JSON.stringify({ type: 'subscribeFleet', filter: {} }));
  };
  ws.onmessage = (ev) => {
    const start = performance.now();
    const msg = JSON.parse(ev.data);
    if (msg.type !== 'fleet') return;
    for (const row of msg.rows) place(row);
    for (const id of msg.removed) {
      markers.get(id)?.el.remove();
      markers.delete(id);
    }
    box.dataset.markers = String(markers.size);
    performance.measure('fleet-tick', { start });
  };
  // Panning moves the pane under the pointer, as Leaflet's map pane.
  let drag = null, ox = 0, oy = 0;
  box.addEventListener('mousedown', (e) => (drag = { x: e.clientX - ox, y: e.clientY - oy }));
  addEventListener('mouseup', () => (drag = null));
  addEventListener('mousemove', (e) => {
    if (!drag) return;
    ox = e.clientX - drag.x;
    oy = e.clientY - drag.y;
    pane.style.transform = 'translate(' + ox + 'px,' + oy + 'px)';
  });
})();
`;

const baselineHtml = (appUrl: string, token: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>bench:map DOM baseline</title><style>
html,body{margin:0;height:100%;overflow:hidden;font:12px sans-serif}
#map{position:absolute;inset:0;background:#dfe9f3;overflow:hidden}
#pane{position:absolute;left:0;top:0;will-change:transform}
.m{position:absolute;left:0;top:0;width:11px;height:11px;border-radius:50%;border:1.5px solid #fff;box-sizing:content-box}
${css}
</style></head><body><div id="map" role="region" aria-label="DOM markers"><div id="pane"></div></div>
<script>${script(appUrl, token)}</script></body></html>`;

/**
 * Serves the page on a port of its own (a page Playwright made up would count as a public site, which
 * Chromium's local network access checks keep from opening a socket to 127.0.0.1); it opens its socket
 * to the app, with the session's token inlined. Returns the page's URL and how to stop serving it.
 */
export const serveBaseline = async (appUrl: string, token: string) => {
  const html = baselineHtml(appUrl, token);
  const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((r) => server.close(() => r())) };
};
