// `npm start`: builds the web console when it is not built yet, then runs the server in this process
// (TypeScript through tsx), so signals reach the server directly and shut it down cleanly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!process.env.WEB_DIST && !existsSync(webIndex)) {
  console.log('[fleet] Building the web console (first start only)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('[fleet] The web build failed; see above.');
    process.exit(r.status ?? 1);
  }
}

register();
await import(pathToFileURL(path.join(root, 'apps/server/src/server.ts')).href);
