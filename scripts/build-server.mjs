// `npm run build` (after the web): the server as plain JavaScript, so production runs `node`, not
// TypeScript through tsx. The workspace packages (contracts, simulator: TypeScript sources) are bundled
// in; every other package stays in node_modules. Code split, so the modules server.ts loads with
// `await import()` (the embedded PostgreSQL, the simulator) stay out of the start-up path.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const out = path.join(server, 'dist');

/** @type {import('esbuild').Plugin} */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@fleet/') ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(server, 'src/server.ts') },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  outExtension: { '.js': '.mjs' },
  sourcemap: true,
  logLevel: 'warning',
  plugins: [nodeModulesExternal],
});
// db/client.ts finds the migrations beside the code that runs (`new URL('./migrations', import.meta.url)`).
cpSync(path.join(server, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log(`[fleet] The server is built: apps/server/dist/server.mjs (${Date.now() - started} ms).`);
