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
    // The server's layers: core (lib/, db/) < gateway/ < modules/ < routes; plugins/ beside modules.
    ['apps/server/src/modules/user/x.service.ts', "import { x } from '../../plugins/auth';", /modules\/ must not import plugins\//],
    [
      'apps/server/src/modules/user/x.service.ts',
      "import { x } from './user.routes';",
      /modules\/ must not import plugins\/, routes files/,
    ],
    ['apps/server/src/plugins/x.ts', "import { x } from '../modules/auth/session.repository';", /plugins\/ must not import modules\//],
    ['apps/server/src/plugins/x.ts', "import { x } from '../modules/user/user.routes';", /plugins\/ must not import modules\//],
    ['apps/server/src/lib/x.ts', "import { x } from '../modules/user/user.service';", /bottom layer/],
    ['apps/server/src/lib/x.ts', "import { x } from '../plugins/auth';", /bottom layer/],
    ['apps/server/src/db/x.ts', "import { x } from '../gateway/gateway.types';", /bottom layer/],
    ['apps/server/src/gateway/x.ts', "import { x } from '../modules/robot/robot.service';", /gateway\/ is below/],
    ['apps/server/src/sim/x.ts', "import { x } from '../plugins/auth';", /sim\/ writes through repositories/],
    ['apps/server/src/modules/user/user.routes.ts', "import { x } from './user.repository';", /calls services only/],
    ['apps/server/src/modules/user/user.routes.ts', "import { x } from '../org/org.repository';", /calls services only/],
    ['apps/server/src/modules/user/user.routes.ts', "import { x } from '../../db/schema';", /calls services only/],
    ['apps/server/src/modules/user/user.routes.ts', "import { x } from 'drizzle-orm';", /calls services only/],
    ['apps/server/src/modules/user/user.service.ts', "import type { FastifyRequest as x } from 'fastify';", /never the request/],
    ['apps/server/src/modules/user/user.repository.ts', "import { type FastifyRequest as x } from 'fastify';", /never the request/],
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
    ['apps/server/src/modules/user/user.routes.ts', "import { x } from './user.service';"],
    ['apps/server/src/modules/user/user.routes.ts', "import type { FastifyRequest as x } from 'fastify';"],
    ['apps/server/src/modules/user/user.service.ts', "import { x } from '../../lib/audit';"],
    ['apps/server/src/modules/user/user.service.ts', "import { x } from '../org/org.repository';"],
    ['apps/server/src/modules/robot/robot.service.ts', "import type { Gateway as x } from '../../gateway/gateway.types';"],
    ['apps/server/src/plugins/x.ts', "import { x } from '../lib/session';"],
    ['apps/server/src/plugins/x.ts', "import { x } from '../gateway/stats';"],
    ['apps/server/src/gateway/x.ts', "import { x } from '../lib/robot-scope';"],
    ['apps/server/src/sim/x.ts', "import { x } from '../modules/robot/robot.repository';"],
    ['apps/server/src/app.ts', "import { x } from './modules/empower/empower.service';"],
    ['apps/server/src/modules/user/user.test.ts', "import { x } from '../../plugins/auth';"],
  ])('allows %s importing down the layers', async (file, code) => {
    expect(await lint(file, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});
