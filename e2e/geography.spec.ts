import { expect, test } from '@playwright/test';
import type { Fleet } from '../apps/simulator/src';
import { apiLogin } from './api';
import { ADMIN, signIn, useLanguage } from './fixtures';
import { connectSimRobots, registerSimRobot } from './sim';

let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

test('[MONITOR][GEOGRAPHY] with every non-local request blocked, the map draws the offline base and the robots; a robot opens its card with a link to operate', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const outdoor = await registerSimRobot(request, token, 'E2E outdoor', 21);
  const indoor = await registerSimRobot(request, token, 'E2E indoor', 22);
  // The outdoor robot reports GPS near Berlin; the indoor one's organisation has no coordinates.
  fleet = connectSimRobots([{ ...outdoor, gpsOrigin: { lat: 52.52, lng: 13.405 } }, indoor]);

  const local = new URL(baseURL!).hostname;
  const leaked: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === local || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    leaked.push(url.href);
    return route.abort();
  });

  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/robotMonitor');
  await expect(page.getByRole('group', { name: 'Robots by state' })).toBeVisible();

  // What MapLibre rendered (read from its rendered features, so empty if WebGL drew nothing).
  const map = page.getByRole('region', { name: 'Robot map' });
  await expect(map).toHaveAttribute('data-map-state', 'loaded');
  await expect.poll(async () => Number(await map.getAttribute('data-land-features')), { timeout: 30_000 }).toBeGreaterThan(100);
  await expect.poll(async () => Number(await map.getAttribute('data-robots-drawn')), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);

  // Other specs' robots may be in the list: narrow it to ours by device number.
  const search = page.getByRole('searchbox', { name: 'Device number or name' });
  await search.fill(indoor.number);
  await search.press('Enter');
  // The indoor robot has no place: listed with the hint.
  await expect(page.getByText('Not placed (1)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'E2E indoor' })).toBeVisible();

  await search.fill(outdoor.number);
  await search.press('Enter');
  await expect(page.getByText('1 robot in total')).toBeVisible();
  await page.getByRole('button', { name: 'E2E outdoor' }).click();
  const operate = page.getByRole('link', { name: 'Operate' });
  await expect(operate).toHaveAttribute('href', `/contentPage/robotOperate/operateContent?robotId=${outdoor.id}`);
  await expect(page.getByText('Own GPS')).toBeVisible();
  expect(leaked).toEqual([]);
});
