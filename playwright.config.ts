import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';

/**
 * End-to-end tests in the machine's Chromium against the built console served by the built server
 * (`npm run build`: what production runs) on an embedded PostgreSQL of its own (a fresh data
 * directory each run).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18580);
export const E2E_ADMIN_PASSWORD = 'E2e#Admin2026';
/** Not 1883: a real broker may hold it on the machine. */
export const E2E_MQTT_PORT = Number(process.env.E2E_MQTT_PORT ?? 18590);

export default defineConfig({
  testDir: './e2e',
  // One server, and one live session per user: tests that sign in as admin must not run side by side.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // A budget, not a wait: assertions end when the page shows the value (busy two-core CI machines).
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: '.tmp/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1600, height: 900 },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'rm -rf .tmp/e2e-data && mkdir -p .tmp/e2e-data && chmod 755 .tmp .tmp/e2e-data && node apps/server/dist/server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: '.tmp/e2e-data',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      SIM_ROBOTS: '0',
      // The specs start from an empty database: they expect empty lists before they add their own rows.
      DEMO_CONTENT: '0',
      MQTT_PORT: String(E2E_MQTT_PORT),
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
