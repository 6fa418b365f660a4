// Runs first in `npm start` and `npm test`, with plain Node: installs the dependencies when
// node_modules does not match package-lock.json (`npm ci`), and with `--browser` makes sure the
// Chromium the browser tests drive is there (Debian's package, installed when this runs as root).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumInstalled, chromiumPath, CHROMIUM_DEFAULT } from './chromium.mjs';
import { installState, writeStamp } from './install-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m) => console.log(`[fleet] ${m}`);
const fail = (m) => {
  console.error(`[fleet] ${m}`);
  process.exit(1);
};
/** @param {string} cmd @param {string[]} args */
const run = (cmd, args) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;

const state = installState(root);
if (state !== 'installed') {
  say(
    state === 'missing'
      ? 'Installing the dependencies (first run: about a minute)…'
      : 'package-lock.json changed: installing the dependencies again…',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if (!run(npm, ['ci', '--no-audit', '--no-fund'])) fail('npm ci failed; see above.');
  writeStamp(root);
}

if (process.argv.includes('--browser') && !chromiumInstalled()) {
  const canInstall =
    chromiumPath() === CHROMIUM_DEFAULT &&
    process.getuid?.() === 0 &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!canInstall)
    fail(
      `The browser tests need Chromium at ${chromiumPath()}: run "sudo apt-get install -y chromium", or set CHROMIUM_PATH to a Chromium.`,
    );
  say("Installing Chromium from Debian's packages for the browser tests…");
  if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium']) || !chromiumInstalled()) {
    fail('Installing Chromium failed; see above. Install it with "apt-get install -y chromium", or set CHROMIUM_PATH.');
  }
}
