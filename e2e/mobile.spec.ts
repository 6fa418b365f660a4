import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Fleet } from '../apps/simulator/src';
import { apiCall, apiLogin } from './api';
import { ADMIN, chooseOption, pickFirstOrg, signIn, useLanguage } from './fixtures';
import { connectSimRobots, simNumber } from './sim';

let fleet: Fleet | undefined;
let phoneContext: BrowserContext | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
  await phoneContext?.close();
  phoneContext = undefined;
});

/** A phone: narrow, touch, and the console's own Mobile twins (the shell sends a narrow window there). */
const phone = async (browser: Browser): Promise<Page> => {
  phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phoneContext.newPage();
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPageMobile$/);
  return page;
};

/** Types into the Mobile list's search box and searches. */
const search = async (page: Page, label: string, text: string) => {
  const box = page
    .getByRole('searchbox', { name: label })
    .or(page.getByRole('textbox', { name: label }))
    .first();
  await box.fill(text);
  await box.press('Enter');
};
const card = (page: Page, text: string): Locator => page.getByRole('listitem').filter({ hasText: text });

test('[MOBILE][ROBOTS] on a phone a robot is registered, its secret shown once, and it comes online with it', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await phone(browser);
  const number = simNumber(31);
  await page.goto('/contentPageMobile/robotRegisterMobile');
  await page.getByRole('button', { name: /Register robot$/ }).click();
  const form = page.getByRole('dialog', { name: 'Register robot' });
  await form.getByLabel('Device number').fill(number);
  await form.getByLabel('Alias').fill('Phone lobby');
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  const secrets = page.getByRole('dialog', { name: /Device secrets/ });
  await expect(secrets.getByText(number)).toBeVisible();
  const secret = /[A-Za-z0-9_-]{43}/.exec(await secrets.innerText())?.[0];
  expect(secret, 'the secret is shown').toBeTruthy();
  await secrets.getByRole('button', { name: 'I have saved them, close' }).click();
  await expect(page.getByText(secret!)).toHaveCount(0);

  await search(page, 'Device number or alias', number);
  const robot = card(page, number);
  await expect(robot).toHaveCount(1);
  await expect(robot.getByText('Phone lobby')).toBeVisible();
  fleet = connectSimRobots([{ number, secret: secret! }]);
  await expect(robot.getByText('Online', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test('[MOBILE][USERS] on a phone a user is created, found by account and opened', async ({ browser }) => {
  const page = await phone(browser);
  const account = `phone${Date.now() % 100_000_000}`;
  await page.goto('/contentPageMobile/userMobile');
  await page.getByRole('button', { name: /New user$/ }).click();
  const form = page.getByRole('dialog', { name: 'New user' });
  await form.getByLabel('Account').fill(account);
  await form.getByLabel('Name', { exact: true }).fill('Phone Person');
  await form.getByLabel('Password', { exact: true }).fill('Init#Phone2026');
  await form.getByLabel('Repeat password').fill('Init#Phone2026');
  await pickFirstOrg(page, form.getByRole('combobox', { name: /Organization$/ }));
  await chooseOption(page, form.getByRole('combobox', { name: /Role$/ }));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created')).toBeVisible();

  await search(page, 'Search by account', account);
  const user = card(page, account);
  await expect(user).toHaveCount(1);
  await expect(user.getByText(`Phone Person (${account})`)).toBeVisible();
  await user.getByRole('button', { name: `Phone Person (${account})` }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(account, { exact: true })).toBeVisible();
  await expect(detail.getByText('Phone Person', { exact: true })).toBeVisible();
});

test('[MOBILE][ORGANIZATIONS] on a phone an organization is created under another, found by name and opened', async ({ browser }) => {
  const page = await phone(browser);
  const run = Date.now() % 100_000_000;
  const name = `Phone site ${run}`;
  await page.goto('/contentPageMobile/organizationMobile');
  await page.getByRole('button', { name: /New organization$/ }).click();
  const form = page.getByRole('dialog', { name: 'New organization' });
  await pickFirstOrg(page, form.getByRole('combobox', { name: /Parent organization$/ }));
  await chooseOption(page, form.getByRole('combobox', { name: /Level$/ }));
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Code', { exact: true }).fill(`PS${run}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization created')).toBeVisible();

  await search(page, 'Search organizations', name);
  const org = card(page, name);
  await expect(org).toHaveCount(1);
  await expect(org.getByText(`PS${run}`)).toBeVisible();
  await org.getByRole('button', { name }).first().click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(detail.getByText(`PS${run}`, { exact: true })).toBeVisible();
});

test('[MOBILE][HOSTING] on a phone a robot is hosted to another organisation, its custody is listed, and the hosting is ended', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = Date.now() % 100_000_000;
  const number = `YJ-90-${String((run + 50_000) % 100_000).padStart(5, '0')}`;
  const tenant = `Phone tenant ${run}`;
  // Seeded through the API before the phone signs in (one live session per account).
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  await apiCall(request, token, 'POST', 'robotinfo/robot/register', {
    deviceNumber: number,
    alias: 'Phone hosted',
    robotType: 10,
    simulated: false,
  });
  await apiCall(request, token, 'POST', 'user-service/user/org/createBusiness', {
    name: tenant,
    admin: { account: `ph${run}`, userName: 'Tenant admin', password: 'Init#Host2026' },
  });

  const page = await phone(browser);
  await page.goto('/contentPageMobile/robotTrusteeshipMobile');
  await search(page, 'Device number or alias', number);
  const robot = card(page, number);
  await expect(robot).toHaveCount(1);
  await robot.getByRole('button', { name: `Host ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: /Host/ });
  await dialog.getByLabel('Hosting organization').click();
  await page.locator('.ant-select-dropdown:visible').getByText(`${tenant} (`).click();
  await dialog.getByText('Permanent', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Host robots' }).click();
  await expect(page.getByText('Robots hosted')).toBeVisible();
  await expect(robot.getByText('Permanent')).toBeVisible();
  await expect(robot.getByText(tenant)).toBeVisible();

  // The custody history as cards.
  await page.getByText('Hosting history', { exact: true }).click();
  await expect(page.getByText(new RegExp(`→ ${tenant}`)).first()).toBeVisible();

  // Ended after a confirmation that names the organisation losing it.
  await page.getByText('Robots', { exact: true }).click();
  await search(page, 'Device number or alias', number);
  await robot.getByRole('button', { name: `End hosting ${number}` }).click();
  await expect(page.getByText(`"${tenant}" can no longer see or operate this robot.`, { exact: false })).toBeVisible();
  await page.getByRole('tooltip').getByRole('button', { name: 'End hosting' }).click();
  await expect(page.getByText('Hosting ended')).toBeVisible();
  await expect(robot.getByRole('button', { name: `Host ${number}` })).toBeVisible();
});
