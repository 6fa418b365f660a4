// `npm start`: builds the web console when it is not built yet, then runs the server in this process
// (TypeScript through tsx), so signals reach the server directly and shut it down cleanly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!process.env.WEB_DIST && !existsSync(webIndex)) {
  console.log('[fleet] Building the web console (first start only)…');
  // Vite itself, not through npm, and only its warnings: the list of 150 chunks is the build's business.
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const started = Date.now();
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('[fleet] The web build failed; see above.');
    process.exit(r.status ?? 1);
  }
  console.log(`[fleet] The web console is built (${Math.round((Date.now() - started) / 1000)} s).`);
}

register();
await import(pathToFileURL(path.join(root, 'apps/server/src/server.ts')).href);
