import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin } from './api';
import { ADMIN, chooseOption, signIn, useLanguage } from './fixtures';
import { registerSimRobot } from './sim';

let phoneContext: BrowserContext | undefined;
test.afterEach(async () => {
  await phoneContext?.close();
  phoneContext = undefined;
});

/** A phone at 390 px: the shell sends a narrow window to the Mobile twins. */
const phone = async (browser: Browser): Promise<Page> => {
  phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phoneContext.newPage();
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPageMobile$/);
  return page;
};
const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test('[MOBILE][MAINTENANCE] on a phone a technician records a visit, the picture button opens the camera, and the card is found', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robot = await registerSimRobot(request, token, 'Phone visit', 41);
  const page = await phone(browser);
  await page.goto('/contentPageMobile/maintainRecordMobile');
  await page.getByRole('button', { name: 'New record' }).click();
  const form = page.getByRole('form', { name: 'New maintenance record' });
  await chooseOption(page, form.getByLabel('Robot'), robot.number);
  await form.getByLabel('Maintainer').fill('Wang Fang');
  await chooseOption(page, form.getByLabel('Category'), 'Inspection');
  await form.getByLabel('Address').fill('Riverside Mall, level 2');
  await form.getByLabel('Cause').fill('Scheduled check');
  await form.getByLabel('Problem').fill('Side brush worn; to replace next visit.');
  await form.getByLabel('Phone').fill('13900139000');
  // On a phone the picture button asks for the back camera.
  await expect(page.getByTestId('maintain-picture-input')).toHaveAttribute('capture', 'environment');
  const save = form.getByRole('button', { name: 'Save' });
  const size = await save.boundingBox();
  expect(size!.height).toBeGreaterThanOrEqual(40);
  await save.click();
  await expect(page.getByText('Maintenance record saved')).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search maintainer, address, problem or device number' });
  await box.fill(robot.number);
  await box.press('Enter');
  await expect(card(page, robot.number)).toContainText('Inspection');
  await expect(card(page, robot.number)).toContainText('Side brush worn');
});

test('[MOBILE][SHIPMENTS] on a phone a shipment is recorded by scanning two robots, and its card says so', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robots = [await registerSimRobot(request, token, 'Scan 1', 42), await registerSimRobot(request, token, 'Scan 2', 43)];
  const destination = `Dock ${Date.now() % 100_000}`;
  const page = await phone(browser);
  await page.goto('/contentPageMobile/outRecordMobile');
  await page.getByRole('button', { name: 'New shipment' }).click();
  const form = page.getByRole('form', { name: 'New shipment' });
  await form.getByLabel('Principal').fill('Chen Jie');
  await form.getByLabel('Destination').fill(destination);
  const scan = form.getByLabel('Robots shipped');
  for (const r of robots) {
    await scan.fill(r.number);
    await scan.press('Enter');
  }
  await expect(form.getByText('2 device numbers recognized')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Shipment to ${destination} recorded`)).toBeVisible();
  await expect(card(page, destination)).toContainText('2 robots');
});
