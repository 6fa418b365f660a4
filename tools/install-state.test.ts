import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installState, writeStamp } from '../scripts/install-state.mjs';

/** A checkout with a lock file naming one package (and one optional package of another platform). */
let root: string;
const lock = (version: string) => ({
  name: 'x',
  lockfileVersion: 3,
  packages: {
    '': { name: 'x' },
    'node_modules/left-pad': { version },
    'node_modules/@esbuild/darwin-arm64': { version: '0.25.0', optional: true },
  },
});
const write = (file: string, data: unknown) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), JSON.stringify(data));
};
/** What `npm install` leaves: the package and npm's own record of it. */
const npmInstalled = (version: string) => {
  write('node_modules/left-pad/package.json', { name: 'left-pad', version });
  write('node_modules/.package-lock.json', { name: 'x', lockfileVersion: 3, packages: { 'node_modules/left-pad': { version } } });
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'fleet-install-'));
  write('package-lock.json', lock('1.3.0'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('installState', () => {
  it('is missing on a fresh clone', () => {
    expect(installState(root)).toBe('missing');
  });

  it('is installed after our own install, and stale once the lock file changes', () => {
    mkdirSync(path.join(root, 'node_modules'));
    writeStamp(root);
    expect(installState(root)).toBe('installed');
    write('package-lock.json', lock('1.4.0'));
    expect(installState(root)).toBe('stale');
  });

  it("trusts an install the user ran when npm's record has every package of the lock file in its version", () => {
    npmInstalled('1.3.0');
    expect(installState(root)).toBe('installed');
  });

  it("is stale when npm's record has another version, or the package folder is gone", () => {
    npmInstalled('1.2.0');
    expect(installState(root)).toBe('stale');
    npmInstalled('1.3.0');
    rmSync(path.join(root, 'node_modules/left-pad'), { recursive: true });
    expect(installState(root)).toBe('stale');
  });
});
