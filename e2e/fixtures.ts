import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

export const ADMIN = { account: 'admin', password: E2E_ADMIN_PASSWORD };

/** Login screen names in the three languages (antd spaces out two-character CJK button labels). */
const ACCOUNT_LABEL = /^(Account|账号|アカウント)$/;
const PASSWORD_LABEL = /^(Password|密码|パスワード)$/;
const SIGN_IN = /^(Sign in|登\s?录|ログイン)$/;

/** Signs in through the Login screen and waits for the shell. */
export const signIn = async (page: Page, account = ADMIN.account, password = ADMIN.password, base = '') => {
  await page.goto(`${base}/`);
  await page.getByRole('textbox', { name: ACCOUNT_LABEL }).fill(account);
  await page.getByRole('textbox', { name: PASSWORD_LABEL }).fill(password);
  await page.getByRole('button', { name: SIGN_IN }).click();
};

/** Sets the UI language before the app loads (what the language switch stores). */
export const useLanguage = async (page: Page, stored: 'zhCN' | 'enUS' | 'jaJP') => {
  await page.addInitScript((v) => window.localStorage.setItem('language', v), stored);
};

export const expectOnLogin = async (page: Page) => {
  await expect(page).toHaveURL(/\/$/);
  // Unanchored: right after a refused attempt antd may still name the button "loading Sign in".
  await expect(page.getByRole('button', { name: /Sign in|登\s?录|ログイン/ })).toBeVisible();
};

/**
 * A second server on a fresh database without ADMIN_PASSWORD: its admin gets a generated password,
 * printed once, that must be changed at the first sign-in.
 */
export const startFreshServer = async (port: number) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fleet-e2e-fresh-'));
  chmodSync(dir, 0o755);
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      MQTT_PORT: String(port + 1),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      SIM_ROBOTS: '0',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const password = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no password printed: ${out}`)), 60_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /generated password: (\S+)/.exec(out);
      if (m && out.includes('is running at')) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    password,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * Opens an organisation tree select and picks its first organisation; resolves with the name picked.
 * A click can land while the tree is still opening: on a busy machine it was lost, the form kept no
 * organisation (and its role stayed disabled). It clicks again until the field holds one.
 */
export const pickFirstOrg = async (page: Page, field: Locator) => {
  const chosen = () => field.locator('xpath=..').evaluate((el) => el.classList.contains('ant-select-content-has-value'));
  const title = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title').first();
  await expect(async () => {
    if (!(await chosen())) {
      if (!(await title.isVisible())) await field.click();
      await title.click({ timeout: 5_000 });
    }
    expect(await chosen()).toBe(true);
  }).toPass({ timeout: 30_000 });
  return (await field.locator('xpath=..').getAttribute('title')) ?? '';
};

/**
 * Opens an antd select and clicks an option of *its* dropdown (the one holding the listbox its input
 * controls): the first one, or the one with this text. A selector on any visible dropdown can hit one
 * that is still fading out (opacity 0 counts as visible and never takes the click).
 */
export const chooseOption = async (page: Page, field: Locator, text?: string | RegExp) => {
  await field.click();
  const list = (await field.getAttribute('aria-controls')) ?? (await field.getAttribute('aria-owns'));
  expect(list, 'the select input names its listbox').toBeTruthy();
  const options = page.locator(`.ant-select-dropdown:has([id="${list}"]) .ant-select-item-option`);
  const option = text === undefined ? options.first() : options.filter({ hasText: text }).first();
  const chosen = async () =>
    (await option.count()) > 0 && /ant-select-item-option-selected/.test((await option.getAttribute('class')) ?? '');
  // A click can land while the list is still opening, or just before its options are replaced by a
  // load (a form's roles after its organisation): the select then holds nothing. Click again until
  // the option is the chosen one (never clicking a chosen one again: in a multiple select that
  // would take it back out).
  await expect(async () => {
    if (!(await chosen())) {
      if (!(await option.isVisible())) await field.click();
      await option.click({ timeout: 5_000 });
    }
    expect(await chosen(), 'the option is chosen').toBe(true);
  }).toPass({ timeout: 30_000 });
};

/**
 * Closes an open antd select (Escape) and waits until its dropdown is gone: a listbox still showing, or
 * one whose Escape landed while it was opening, is a screen the user does not see.
 */
export const closeSelect = async (page: Page, field: Locator) => {
  const list = (await field.getAttribute('aria-controls')) ?? (await field.getAttribute('aria-owns'));
  // A TreeSelect's dropdown does not hold the element its input names: then the one open dropdown is it
  // (left open, a tall organisation tree covers the dialog's buttons).
  const named = list !== null && (await page.locator(`.ant-select-dropdown [id="${list}"]`).count()) > 0;
  const dropdown = named
    ? page.locator(`.ant-select-dropdown:has([id="${list}"]):not(.ant-select-dropdown-hidden)`)
    : page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(async () => {
    if ((await dropdown.count()) > 0) await page.keyboard.press('Escape');
    await expect(dropdown).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
};

/** Opens a tab of a tabbed page (the operate container's) by its name. */
export const openTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** A confirmation popover's button (antd renders it as a tooltip). */
export const confirmPopover = (page: Page, text: RegExp, button: string) =>
  page.getByRole('tooltip').filter({ hasText: text }).getByRole('button', { name: button, exact: true }).click();
