import { expect, test } from '@playwright/test';
import type { Fleet } from '../apps/simulator/src';
import { apiCall, apiLogin } from './api';
import { ADMIN, confirmPopover, pickFirstOrg, signIn, useLanguage } from './fixtures';
import { connectSimRobots, registerSimRobot } from './sim';

let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

test('[LARGE SCREEN][DISPLAY LINK] a display link opens the large screen without signing in and stops once revoked', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  // A robot reporting GPS near Shanghai, so the wall's map has a robot to draw.
  const outdoor = await registerSimRobot(request, token, 'E2E wall outdoor', 23);
  fleet = connectSimRobots([{ ...outdoor, gpsOrigin: { lat: 31.23, lng: 121.47 } }]);
  // At least one robot, so the count the wall must show is not a bare zero.
  const deviceNumber = `YJ-40-3${String(Date.now() % 10000).padStart(4, '0')}`;
  await apiCall(request, token, 'POST', 'robotinfo/robot/register', { deviceNumber, alias: 'E2E wall', robotType: 20, simulated: false });
  const { total } = await apiCall<{ total: number }>(request, token, 'POST', 'robotinfo/robot/list', { pageSize: 1 });

  // The admin creates a link from the large screen's header; its address is shown once.
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/largeScreen');
  await expect(page.getByTestId('robots-total')).toHaveText(String(total));
  await page.getByRole('button', { name: 'Display links' }).click();
  const dialog = page.getByRole('dialog', { name: 'Display links' });
  await dialog.getByRole('button', { name: 'New display link' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E lobby wall');
  await pickFirstOrg(page, dialog.getByRole('combobox', { name: 'Organization shown' }));
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const address = (await dialog.getByTestId('display-link-url').textContent()) ?? '';
  expect(address).toMatch(/\/largeScreen\?display=[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  const row = dialog.getByRole('row').filter({ hasText: 'E2E lobby wall' });
  await expect(row.getByText('Active')).toBeVisible();

  // A fresh browser context: no session at all, and no request may leave the machine.
  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const wall = await tv.newPage();
  const local = new URL(baseURL!).hostname;
  const leaked: string[] = [];
  await wall.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === local || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    leaked.push(url.href);
    return route.abort();
  });
  await useLanguage(wall, 'enUS');
  await wall.goto(new URL(address).pathname + new URL(address).search);
  await expect(wall.getByTestId('robots-total')).toHaveText(String(total));
  await expect(wall.getByRole('heading', { name: 'Fleet state' })).toBeVisible();
  await expect(wall).toHaveURL(/\/largeScreen\?display=/);

  // The dark map draws the offline base and the robots (MapLibre's rendered features, empty if WebGL drew nothing).
  const map = wall.getByRole('region', { name: 'Fleet map with the robots by state' });
  await expect(map).toHaveAttribute('data-map-state', 'loaded');
  await expect.poll(async () => Number(await map.getAttribute('data-land-features')), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(async () => Number(await map.getAttribute('data-robots-drawn')), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  expect(leaked).toEqual([]);

  // Revoked: the wall's next read (its 15 s refresh, or a reload) shows the ended message.
  await row.getByRole('button', { name: 'Revoke E2E lobby wall' }).click();
  await confirmPopover(page, /stops showing data at its next refresh/, 'Revoke');
  await expect(row.getByText('Revoked')).toBeVisible();
  await expect(wall.getByRole('alert')).toHaveText('This display link was revoked or has expired. Ask for a new link.');
  await wall.reload();
  await expect(wall.getByRole('alert')).toHaveText('This display link was revoked or has expired. Ask for a new link.');
  await expect(wall.getByRole('textbox', { name: 'Account' })).toHaveCount(0);
  await tv.close();
});
