import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    /**
     * React's scheduler keeps a reference to Node's setImmediate and may run a last render after a
     * happy-dom file has been torn down, failing with "window is not defined" inside react-dom. That
     * is the test environment going away, not app behaviour: only that exact error is ignored.
     */
    onUnhandledError: (error) =>
      !(error.name === 'ReferenceError' && error.message === 'window is not defined' && /react-dom/.test(error.stack ?? '')),
    // Budgets, not timing: see tools/test-budgets.ts (the suite must stay green on a busy machine).
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/simulator/src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tools/test-budgets.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['tools/test-budgets.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tools/test-budgets.ts', 'apps/web/src/test/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
