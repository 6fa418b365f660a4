import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './api';
import { ADMIN, confirmPopover, signIn, useLanguage } from './fixtures';
import { registerSimRobot } from './sim';

let phoneContext: BrowserContext | undefined;
test.afterEach(async () => {
  await phoneContext?.close();
  phoneContext = undefined;
});

/**
 * A phone at 390 px in the desktop's session (signing in again would end it: one live session per
 * user), as if the same operator had the console open on both.
 */
const phoneWith = async (browser: Browser, token: string): Promise<Page> => {
  phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await phoneContext.addInitScript((t) => {
    window.sessionStorage.setItem('token', t);
    window.localStorage.setItem('language', 'enUS');
  }, token);
  return phoneContext.newPage();
};

const nextNumber = (n: string, by: number) => `QR${String(Number(n.slice(2)) + by).padStart(10, '0')}`;

/** The width of a PNG, from its header: the sheet is one sticker or a row of several. */
const pngWidth = (file: string) => {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG file').toBe('PNG');
  return bytes.readUInt32BE(16);
};

test('[QRCODES][BIND] three codes are issued and printed; one is bound by device number, refused a discard while bound, unbound and discarded, and the phone shows it discarded', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const robot = await registerSimRobot(request, await apiLogin(request, ADMIN.account, ADMIN.password), 'QR target', 51);
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/robotQrcode');

  // Issue: the quantity is checked in words, then three numbers in order are issued and selected.
  await page.getByRole('button', { name: 'Issue codes' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue QR codes' });
  await issue.getByLabel('Quantity').fill('201');
  await issue.getByRole('button', { name: 'Issue', exact: true }).click();
  await expect(issue.getByText('Enter a whole number of codes from 1 to 200')).toBeVisible();
  await issue.getByLabel('Quantity').fill('3');
  await issue.getByRole('button', { name: 'Issue', exact: true }).click();
  const issued = page.getByText(/^Issued 3 codes: QR\d{10} to QR\d{10}\./);
  await expect(issued).toBeVisible();
  const [, first, last] = /(QR\d{10}) to (QR\d{10})/.exec((await issued.textContent()) ?? '')!;
  expect(last).toBe(nextNumber(first!, 2));
  const code = first!;
  const row = (n: string) => page.getByRole('row').filter({ hasText: n });
  await expect(row(last!)).toContainText('Unbound');

  // Print them: the download is counted, then drawn in the browser as one sheet of three stickers.
  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download 3 selected' }).click();
  const file = await sheet;
  expect(file.suggestedFilename()).toBe(`QR codes ${code} to ${last}.png`);
  const sheetWidth = pngWidth(await file.path());
  await expect(page.getByText(`Downloaded 3 codes: QR codes ${code} to ${last}.png`)).toBeVisible();
  const single = page.waitForEvent('download');
  await row(code)
    .getByRole('button', { name: `Download ${code}` })
    .click();
  const one = await single;
  expect(one.suggestedFilename()).toBe(`QR code ${code}.png`);
  expect(pngWidth(await one.path()) * 3).toBe(sheetWidth);
  const headers = await page.locator('.ant-table-thead th').allTextContents();
  const downloads = (n: string) =>
    row(n)
      .getByRole('cell')
      .nth(headers.findIndex((h) => h.trim() === 'Downloads'));
  await expect(downloads(code)).toHaveText('2');
  await expect(downloads(last!)).toHaveText('1');

  // The phone scanned the sticker before the code was bound: it offers Bind and Discard.
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const phone = await phoneWith(browser, token!);
  await phone.goto(`/contentPageMobile/robotQrcodeMobile?code=${code}`);
  await expect(phone.getByRole('heading', { name: code })).toBeVisible();
  await expect(phone.getByRole('button', { name: `Discard ${code}` })).toBeVisible();

  // Bind on the desktop: an unknown number is refused on the field, the robot's number binds.
  await row(code)
    .getByRole('button', { name: `Bind ${code}` })
    .click();
  const bind = page.getByRole('dialog', { name: `Bind ${code}` });
  const field = bind.getByLabel('Device number');
  await field.fill('SIMULATION-130-99999');
  await field.press('Enter');
  await expect(bind.getByText('These device numbers are not robots of your organization: SIMULATION-130-99999')).toBeVisible();
  await field.fill(robot.number);
  await field.press('Enter');
  await expect(page.getByText(`${code} is bound to ${robot.number}`)).toBeVisible();
  await expect(row(code)).toContainText('Bound');
  await expect(row(code).getByRole('link', { name: robot.number })).toHaveAttribute(
    'href',
    `/contentPage/robotOperate/operateContent?robotId=${robot.id}`,
  );
  await expect(row(code).getByRole('button', { name: `Discard ${code}` })).toHaveCount(0);

  // The phone still shows it free; its Discard is refused by the server in words, and the card catches up.
  await phone.getByRole('button', { name: `Discard ${code}` }).click();
  await confirmPopover(phone, /This is final/, 'Discard');
  await expect(phone.getByText('This QR code is bound to a device: unbind it first')).toBeVisible();
  await expect(phone.getByRole('button', { name: `Unbind ${code}` })).toBeVisible();
  await expect(phone.getByRole('link', { name: robot.number })).toBeVisible();

  // Unbind, then discard, each after its confirmation.
  await row(code)
    .getByRole('button', { name: `Unbind ${code}` })
    .click();
  await confirmPopover(page, new RegExp(`released from ${robot.number}`), 'Unbind');
  await expect(page.getByText(`${code} is unbound`)).toBeVisible();
  await expect(row(code)).toContainText('Unbound');
  await row(code)
    .getByRole('button', { name: `Discard ${code}` })
    .click();
  await confirmPopover(page, /This is final: the code and its number are never used again/, 'Discard');
  await expect(page.getByText(`${code} is discarded and will never be used again`)).toBeVisible();
  await expect(row(code)).toContainText('Discarded by');
  await expect(row(code).getByRole('button', { name: new RegExp(`${code}$`) })).toHaveCount(0);

  // Scanned again on the phone: discarded, nothing to do.
  await phone.goto(`/contentPageMobile/robotQrcodeMobile?code=${code}`);
  await expect(phone.getByText('This code is discarded: it can no longer be bound or used.')).toBeVisible();
  await expect(phone.getByRole('button', { name: new RegExp(`${code}$`) })).toHaveCount(0);
  await expect(phone.locator('.ant-descriptions-item').filter({ hasText: 'Downloads' })).toHaveText(/Downloads\s*2$/);
});

test('[QRCODES][PHONE] a printed code opened by a phone camera app, with no session yet, leads through Login to its card', async ({
  browser,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const { first } = await apiCall<{ first: string }>(request, token, 'POST', 'robotinfo/qrcode/create', { count: 1 });
  phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phone = await phoneContext.newPage();
  await useLanguage(phone, 'enUS');
  await phone.goto(`/contentPageMobile/robotQrcodeMobile?code=${first}`);
  await phone.getByRole('textbox', { name: 'Account' }).fill(ADMIN.account);
  await phone.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone).toHaveURL(new RegExp(`/contentPageMobile/robotQrcodeMobile\\?code=${first}$`));
  await expect(phone.getByRole('heading', { name: first })).toBeVisible();
  await expect(phone.getByRole('button', { name: `Bind ${first}` })).toBeVisible();
});
