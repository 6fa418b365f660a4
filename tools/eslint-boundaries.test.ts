import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Lints a snippet as if it lived at `file`, with the repository's real configuration; without type
 * information, which a file that does not exist cannot have (the type-aware rules are not under test).
 */
const lint = async (file: string, code: string) => {
  const eslint = new ESLint({
    cwd: path.resolve(import.meta.dirname, '..'),
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
    },
  });
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
};

describe('import boundaries (boundaries/imports)', () => {
  it.each([
    ['apps/web/src/features/auth/pages/p.tsx', "import { x } from '../../account/api/update-owner';", /another feature/],
    ['apps/web/src/lib/x.ts', "import { x } from '../features/auth/api/login';", /below features/],
    ['apps/web/src/components/c.tsx', "import { x } from '../app/resources';", /below features/],
    ['apps/web/src/features/home/pages/p.tsx', "import { x } from '../../../app/resources';", /below app/],
    ['apps/web/src/lib/x.ts', "import { x } from '../../../server/src/app';", /over HTTP only/],
    ['packages/contracts/src/x.ts', "import { x } from '../../../apps/server/src/env';", /must not import the apps/],
    ['apps/server/src/x.ts', "import { x } from '../../web/src/lib/request';", /must not import the web/],
  ])('refuses %s importing across a boundary', async (file, code, why) => {
    const messages = await lint(file, `${code}\nexport const y = x;\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(why);
  });

  it.each([
    ['apps/web/src/features/auth/pages/p.tsx', "import { x } from '../api/login';"],
    ['apps/web/src/features/auth/pages/p.tsx', "import { x } from '../../../lib/request';"],
    ['apps/web/src/app/routes.tsx', "import { x } from '../features/auth/pages/login-page';"],
    ['apps/web/src/lib/x.ts', "import { x } from '@fleet/contracts';"],
  ])('allows %s importing down the layers', async (file, code) => {
    expect(await lint(file, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});
