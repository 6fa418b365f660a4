import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The cycle check of `npm run lint` (.dependency-cruiser.cjs), run on made-up files: a cycle of value
 * imports is refused anywhere; a type-only import breaks a cycle except in the server and contracts;
 * a dynamic import() always does.
 */
const root = path.resolve(import.meta.dirname, '..');
const pair = (a: string, b: string) => ({ a, b });
const cases = {
  value: pair("import { b } from './b';\nexport const a = () => b;\n", "import { a } from './a';\nexport const b = () => a;\n"),
  'type-only': pair(
    "import { b } from './b';\nexport type A = { n: number };\nexport const a = () => b;\n",
    "import type { A } from './a';\nexport const b: A = { n: 1 };\n",
  ),
  dynamic: pair("import { b } from './b';\nexport const a = () => b;\n", "export const b = () => import('./a');\n"),
  'apps/server/src/type-only': pair(
    "import { b } from './b';\nexport type A = { n: number };\nexport const a = () => b;\n",
    "import type { A } from './a';\nexport const b: A = { n: 1 };\n",
  ),
};

let dir = '';
let refused: { rule: string; from: string }[] = [];

beforeAll(async () => {
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  dir = await mkdtemp(path.join(root, '.tmp', 'cycles-'));
  for (const [sub, files] of Object.entries(cases)) {
    await mkdir(path.join(dir, sub), { recursive: true });
    await writeFile(path.join(dir, sub, 'a.ts'), files.a);
    await writeFile(path.join(dir, sub, 'b.ts'), files.b);
  }
  const bin = path.join(root, 'node_modules', '.bin', 'depcruise');
  // depcruise exits non-zero when it finds violations; the JSON report is what is read.
  const out = await promisify(execFile)(bin, [path.relative(root, dir), '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
  }).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
  const report = JSON.parse(out.stdout) as { summary: { violations: { rule: { name: string }; from: string }[] } };
  const base = path.relative(root, dir) + '/';
  refused = report.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from.slice(base.length) }));
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('import cycles (.dependency-cruiser.cjs)', () => {
  it('refuses two modules importing values from each other', () => {
    // One report per cycle, from whichever of its modules was reached first.
    expect(refused.filter((v) => v.from.startsWith('value/')).map((v) => v.rule)).toEqual(['no-circular']);
  });

  it('refuses a cycle through a type-only import in the server', () => {
    expect(refused.filter((v) => v.from.startsWith('apps/server/')).map((v) => v.rule)).toEqual(['no-circular-types']);
  });

  it('lets a type-only import close a cycle outside the server and contracts, and a dynamic import anywhere', () => {
    expect(refused.filter((v) => v.from.startsWith('type-only/') || v.from.startsWith('dynamic/'))).toEqual([]);
  });
});
