import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

/**
 * The console served over plain HTTP under a real host name (not localhost, which browsers treat as
 * secure and never upgrade): the resolver maps fleet.test to this machine, as a LAN name would.
 */
test('[SECURITY][HTTP] the console opens over plain HTTP at a host name other than localhost', async ({ playwright, launchOptions }) => {
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP fleet.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => window.localStorage.setItem('language', 'enUS'));
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    await page.goto(`http://fleet.test:${E2E_PORT}/`);
    await expect(page.getByRole('textbox', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Sign in/ })).toBeVisible();
    expect(failed.filter((u) => u.startsWith('https:'))).toEqual([]);
  } finally {
    await browser.close();
  }
});
