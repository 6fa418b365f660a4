import { expect, test, type Browser } from '@playwright/test';
import { startFleet, type Fleet } from '../apps/simulator/src';
import { E2E_MQTT_PORT } from '../playwright.config';
import { apiActivate, apiCall, apiLogin } from './api';
import { ADMIN, chooseOption, closeSelect, signIn, useLanguage } from './fixtures';

const MQTT_URL = `mqtt://127.0.0.1:${E2E_MQTT_PORT}`;
let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

const newPage = async (browser: Browser) => {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'enUS');
  return page;
};

test('[ROBOTS][REGISTER][LOCK] a simulated robot registered in the console comes online, is locked and unlocked', async ({ browser }) => {
  test.setTimeout(120_000);
  const number = `SIMULATION-130-${String(Date.now() % 100_000).padStart(5, '0')}`;
  const page = await newPage(browser);
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);

  // Register one robot; the secret is shown once.
  await page.goto('/contentPage/robotRegister');
  await page.getByRole('button', { name: 'Register robot' }).click();
  const form = page.getByRole('dialog', { name: 'Register robot' });
  await form.getByLabel('Device number').fill(number);
  await form.getByLabel('Alias').fill('E2E lobby');
  // The number says it all: the form fills the simulated switch and the type from it.
  await expect(form.getByRole('switch', { name: 'Simulated device' })).toHaveAttribute('aria-checked', 'true');
  await expect(form.getByText('Model 130', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Register' }).click();
  const secrets = page.getByRole('dialog', { name: /Device secrets/ });
  await expect(secrets.getByText(number)).toBeVisible();
  const secret = /[A-Za-z0-9_-]{43}/.exec(await secrets.innerText())?.[0];
  expect(secret, 'the secret is shown').toBeTruthy();
  await secrets.getByRole('button', { name: 'I have saved them, close' }).click();

  // The robot connects with that secret, through the same protocol as a real one.
  fleet = startFleet({ url: MQTT_URL, robots: [{ deviceNumber: number, secret: secret!, model: '130' }], spreadMs: 0 });
  await page.goto('/contentPage/robotOperate');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row.getByText('Online', { exact: true })).toBeVisible({ timeout: 20_000 });

  await row.getByRole('button', { name: 'Lock' }).click();
  // The confirmation says the consequence before anything is sent.
  await page.getByRole('tooltip').filter({ hasText: 'Locking stops cleaning' }).getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(row.getByText('Lock succeeded')).toBeVisible({ timeout: 20_000 });
  // The lock tag (and, once the robot reports it, the device state) read "Locked".
  await expect(row.getByText('Locked', { exact: true }).first()).toBeVisible();
  await expect(row.getByText('Unlocked', { exact: true })).toHaveCount(0);

  // Reset waits for the unlock (disabled, saying so); Unlock is offered.
  await expect(row.getByRole('button', { name: `Reset ${number}: The robot is locked; unlock it first` })).toBeDisabled();
  await row.getByRole('button', { name: `Unlock ${number}`, exact: true }).click();
  await page
    .getByRole('tooltip')
    .filter({ hasText: 'The robot can run tasks again' })
    .getByRole('button', { name: 'Unlock', exact: true })
    .click();
  await expect(row.getByText('Unlocked', { exact: true })).toBeVisible({ timeout: 20_000 });
});

test('[ROBOTS][HOSTING] a robot hosted to another organisation is seen there inside its window', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const run = Date.now() % 100_000_000;
  const number = `YJ-90-${String(run % 100_000).padStart(5, '0')}`;
  const tenant = { account: `host${run}`, initial: 'Init#Host2026', password: 'Host#Tenant2026' };

  // Seeded through the API before the admin signs in in the browser (one live session per account).
  const adminToken = await apiLogin(request, ADMIN.account, ADMIN.password);
  await apiCall(request, adminToken, 'POST', 'robotinfo/robot/register', {
    deviceNumber: number,
    alias: 'Hosted one',
    robotType: 10,
    simulated: false,
  });
  await apiCall(request, adminToken, 'POST', 'user-service/user/org/createBusiness', {
    name: `Tenant ${run}`,
    admin: { account: tenant.account, userName: 'Tenant admin', password: tenant.initial },
  });
  await apiActivate(request, tenant.account, tenant.initial, tenant.password);

  // The tenant does not see the robot before it is hosted.
  const tenantPage = await newPage(browser);
  await signIn(tenantPage, tenant.account, tenant.password);
  await expect(tenantPage).toHaveURL(/\/contentPage$/);
  await tenantPage.goto('/contentPage/robotOperate');
  await expect(tenantPage.getByText(/No robots match/)).toBeVisible();

  // The platform administrator hosts it (permanent, from now).
  const admin = await newPage(browser);
  await signIn(admin);
  await expect(admin).toHaveURL(/\/contentPage$/);
  await admin.goto('/contentPage/robotTrusteeship');
  const row = admin.getByRole('row').filter({ hasText: number });
  await row.getByRole('button', { name: 'Host' }).click();
  const dialog = admin.getByRole('dialog', { name: /Host/ });
  // Many organisations by now: the helper clicks until the option is the chosen one, then the list is closed.
  const hostOrg = dialog.getByLabel('Hosting organization');
  await chooseOption(admin, hostOrg, `Tenant ${run} (`);
  await closeSelect(admin, hostOrg);
  await dialog.getByText('Permanent', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Host robots' }).click();
  await expect(admin.getByText('Robots hosted')).toBeVisible();
  await expect(row.getByText('Permanent')).toBeVisible();

  // The tenant sees it now, as a hosted robot.
  await tenantPage.reload();
  await expect(tenantPage.getByRole('row').filter({ hasText: number })).toBeVisible();

  // History shows the custody entry.
  await admin.getByRole('tab', { name: 'Hosting history' }).click();
  await expect(
    admin
      .getByRole('row')
      .filter({ hasText: number })
      .filter({ hasText: `Tenant ${run}` }),
  ).toBeVisible();
});
