// Whether node_modules holds what package-lock.json names, with plain Node only: it runs before any
// dependency is installed (`npm start` and `npm test` on a fresh clone, or after a pull that changed the lock).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'node_modules/.fleet-install-stamp';

/** @param {string} root */
const lockHash = (root) =>
  createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');

/** @param {string} file */
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * npm's own record of what it installed (node_modules/.package-lock.json) names every installed
 * package with its version: it matches when each package of the lock file is there in that version.
 * @param {string} root
 */
const npmRecordMatches = (root) => {
  const lock = readJson(path.join(root, 'package-lock.json'));
  const installed = readJson(path.join(root, 'node_modules/.package-lock.json'));
  if (!lock?.packages || !installed?.packages) return false;
  return Object.entries(lock.packages).every(([key, entry]) => {
    // Only what npm installs into node_modules; optional packages of other platforms are never there.
    if (!key.startsWith('node_modules/') || entry.optional) return true;
    const got = installed.packages[key];
    return got !== undefined && got.version === entry.version && existsSync(path.join(root, key));
  });
};

/**
 * 'installed' when node_modules matches the lock file (recorded by a stamp after our own install, or
 * npm's record after one the user ran), 'missing' without node_modules, 'stale' otherwise.
 * @param {string} root
 * @returns {'installed' | 'missing' | 'stale'}
 */
export const installState = (root) => {
  if (!existsSync(path.join(root, 'node_modules'))) return 'missing';
  const stamp = path.join(root, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash(root)) return 'installed';
  if (!npmRecordMatches(root)) return 'stale';
  writeStamp(root);
  return 'installed';
};

/** @param {string} root */
export const writeStamp = (root) => writeFileSync(path.join(root, STAMP), lockHash(root));
