import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (conventions.md rule 5): app → features → components/lib → contracts.
 * contracts never imports Fastify, Drizzle or React; a feature never imports another feature.
 */
const featuresDir = './apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const featureZones = features.map((f) => ({
  target: `./apps/web/src/features/${f}`,
  from: './apps/web/src/features',
  except: [`./${f}`],
  message: 'A feature must not import another feature: move the shared part to components/ or lib/.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts', from: './apps', message: 'contracts must not import the apps.' },
            { target: './apps/web', from: './apps/server', message: 'The web talks to the server over HTTP only.' },
            { target: './apps/server', from: './apps/web', message: 'The server must not import the web.' },
            { target: './apps/web/src/components', from: './apps/web/src/features', message: 'components/ is below features/.' },
            { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib/ is below features/.' },
            { target: './apps/web/src/lib', from: './apps/web/src/app', message: 'lib/ is below app/.' },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features/ is below app/.' },
            ...featureZones,
          ],
        },
      ],
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
);
