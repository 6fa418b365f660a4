import { expect, test } from '@playwright/test';
import { ADMIN, expectOnLogin, signIn, startFreshServer, useLanguage } from './fixtures';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'enUS');
});

test('[AUTH][GUARD] a page without a token redirects to Login', async ({ page }) => {
  await page.goto('/contentPage/user');
  await expectOnLogin(page);
  await page.goto('/contentPageMobile/userMobile');
  await expectOnLogin(page);
});

test('[AUTH][LOGIN] a wrong password shows the server message and stays on Login', async ({ page }) => {
  await signIn(page, ADMIN.account, 'Wrong#pass2026');
  await expect(page.getByText('Incorrect account or password')).toBeVisible();
  await expectOnLogin(page);
});

test('[AUTH][LOGIN] signing in lands in the shell with the full menu', async ({ page }) => {
  // Login downloads none of the screens' texts; signing in fetches those of its language only.
  const texts: string[] = [];
  page.on('request', (r) => {
    const chunk = /\/assets\/texts-([a-z]+)-/.exec(r.url())?.[1];
    if (chunk) texts.push(chunk);
  });
  await page.goto('/');
  await expectOnLogin(page);
  expect(texts).toEqual([]);
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const group of [
    'System',
    'Robots',
    'Maintenance',
    'Versions',
    'Work orders',
    'Sites',
    'Charging stations',
    'Components & products',
    'Documents',
    'Third-party data',
    'Visualization',
  ]) {
    await expect(menu.getByText(group, { exact: true })).toBeVisible();
  }
  await menu.getByText('System', { exact: true }).click();
  await menu.getByText('Users', { exact: true }).click();
  await expect(page).toHaveURL(/\/contentPage\/user$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Users' })).toBeVisible();
  expect(texts).toEqual(['en']);
});

test('[AUTH][SESSION] a sign-in elsewhere sends the first window back to Login with the warning dialog', async ({ page, browser }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  const other = await browser.newContext();
  const second = await other.newPage();
  await useLanguage(second, 'enUS');
  await signIn(second);
  await expect(second).toHaveURL(/\/contentPage$/);

  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Warning' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('User already logged in on another device')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sure' }).click();
  await expect(dialog).toBeHidden();
  await expectOnLogin(page);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await other.close();
});

test('[AUTH][LOGOUT] signing out ends the session and returns to Login', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The server's answer first: a failure here says the sign-out never got an answer, after it the page.
  const answered = page.waitForResponse((r) => r.url().endsWith('/auth/logout'));
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  expect((await answered).status()).toBe(200);
  await expectOnLogin(page);
  await page.goto('/contentPage');
  await expectOnLogin(page);
  const res = await page.request.get('/v2/api/sweeper/user-service/user/userinfo/getOwnDetail', { headers: { authorization: token! } });
  expect(res.status()).toBe(401);
});

test('[AUTH][FIRST-LOGIN] a generated admin password must be changed before anything else', async ({ page }) => {
  const fresh = await startFreshServer(18581);
  try {
    await signIn(page, 'admin', fresh.password, fresh.baseURL);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Please change your password')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog.getByText('Please change your password')).toBeVisible();

    await dialog.getByLabel('Current password').fill(fresh.password);
    await dialog.getByLabel('New password', { exact: true }).fill('weakpass');
    await dialog.getByLabel('Repeat new password').fill('weakpass');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText(/More than 8 characters/)).toBeVisible();

    await dialog.getByLabel('New password', { exact: true }).fill('Brand#New2026');
    await dialog.getByLabel('Repeat new password').fill('Brand#New2026');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Please sign in again with your new password.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await signIn(page, 'admin', 'Brand#New2026', fresh.baseURL);
    await expect(page).toHaveURL(/\/contentPage$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await fresh.stop();
  }
});

test('[AUTH][CAPTCHA] after 3 failed sign-ins for an account the server asks for a verification code', async ({ page }) => {
  for (let i = 0; i < 3; i++) {
    await signIn(page, 'nosuchuser', 'Wrong#pass2026');
    await expect(page.getByText('Incorrect account or password').first()).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
  const image = page
    .getByRole('img', { name: /verification code/i })
    .or(page.locator('img[src^="data:image/svg+xml"]'))
    .first();
  await expect(image).toBeVisible();
  const before = await image.getAttribute('src');
  await image.click();
  await expect.poll(() => image.getAttribute('src')).not.toBe(before);
  await page.getByRole('textbox', { name: 'Verification code' }).fill('zzzz');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The verification code is wrong')).toBeVisible();
});
