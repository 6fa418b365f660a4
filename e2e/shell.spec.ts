import { expect, test, type Page } from '@playwright/test';
import { signIn, useLanguage } from './fixtures';

/**
 * Opens the sign-out confirmation from the user menu. Right after a language switch the menu
 * re-renders under the pointer and a click can land on the closing one: open it again until the
 * dialog shows (the assertion is the dialog and its antd-locale Cancel text, not the click).
 */
const openSignOut = async (page: Page, menu: string, signOut: string, cancel: string) => {
  await expect(async () => {
    const item = page.getByRole('menuitem', { name: signOut });
    if (!(await item.isVisible())) await page.getByRole('button', { name: menu }).click();
    await item.click({ timeout: 2_000 });
    await expect(page.getByRole('dialog').getByRole('button', { name: cancel })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
};

/**
 * Chooses a language from the user menu until the menu shows it. The signed-in area re-renders as
 * its later loads land (menu tree, texts), and a click can meet a menu that is closing: open it
 * again (the assertion is the navigation in the new language, not the click).
 */
const chooseLanguage = async (page: Page, menu: string, language: string, shown: string) => {
  await expect(async () => {
    const item = page.getByRole('menuitem', { name: language });
    if (!(await item.isVisible())) await page.getByRole('button', { name: menu }).click();
    await item.click({ timeout: 2_000 });
    await expect(page.getByRole('navigation').getByText(shown, { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
};

test('[SHELL][LANG] switching language changes the menu and the antd texts, and is remembered', async ({ page }) => {
  await useLanguage(page, 'zhCN');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('系统管理', { exact: true })).toBeVisible();

  await chooseLanguage(page, '用户菜单', '日本語', 'システム管理');
  await expect(page.getByText('系统管理', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('jaJP');

  // The sign-out confirmation's Cancel button is antd's own locale text.
  await openSignOut(page, 'ユーザーメニュー', 'ログアウト', 'キャンセル');
  await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click();

  await chooseLanguage(page, 'ユーザーメニュー', 'English', 'System');
  await openSignOut(page, 'User menu', 'Sign out', 'Cancel');
});

test('[SHELL][MOBILE] a 1200 px wide window lands on the Mobile twin, and a wide one leaves it', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await ctx.newPage();
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPageMobile$/);
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe(`${(1200 / 750) * 16}px`);
  await page.goto('/contentPage/user');
  await expect(page).toHaveURL(/\/contentPageMobile\/userMobile$/);
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/contentPageMobile/userMobile');
  await expect(page).toHaveURL(/\/contentPage\/user$/);
  await ctx.close();
});

test('[ACCOUNT][EDIT] editing the own account saves it, and an unchanged edit says so', async ({ page }) => {
  await useLanguage(page, 'enUS');
  await signIn(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Edit' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No changes, click Cancel or modify', { exact: false }).or(page.getByText(/No changes/))).toBeVisible();

  await drawer.getByLabel('User name').fill('Night Shift Lead');
  await drawer.getByLabel('Phone').fill('12');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter a valid phone number')).toBeVisible();
  await drawer.getByLabel('Phone').fill('+8613800138000');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Night Shift Lead');
});

test('[SHELL][STANDALONE] the top-level mounts lead back to the console and keep the user menu', async ({ page }) => {
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  for (const path of ['/operateContent', '/visualization', '/largeScreen']) {
    await page.goto(path);
    // The large screen is a full-screen wall page of its own: a way back, no user menu.
    if (path !== '/largeScreen') await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the console' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to the console' }).click();
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/operateContent');
  await openSignOut(page, 'User menu', 'Sign out', 'Cancel');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
});
