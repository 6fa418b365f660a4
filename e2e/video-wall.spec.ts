import { expect, test, type Locator } from '@playwright/test';
import type { Fleet } from '../apps/simulator/src';
import { apiLogin } from './api';
import { ADMIN, signIn, useLanguage } from './fixtures';
import { connectSimRobots, registerSimRobot } from './sim';

let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

/** The picture a tile shows now (a data URL); the next one must differ from it. */
const pictureOf = (tile: Locator) => tile.getByRole('img', { name: /^Live picture of robot / }).getAttribute('src');

test('[MONITOR][VIDEO WALL] a 4-tile wall filled from a filter plays two robots whose frames change; a tile enlarges and is removed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const tag = `E2E wall ${Date.now() % 100_000}`;
  const robots = [await registerSimRobot(request, token, `${tag} A`, 31), await registerSimRobot(request, token, `${tag} B`, 32)];
  fleet = connectSimRobots(robots);

  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/robotMonitor/monitorVideo');
  await expect(page.getByText('No robot chosen: pick robots or fill from a filter')).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 tiles' })).toBeChecked();

  await page.getByRole('button', { name: 'Fill from filter' }).click();
  await page.getByRole('textbox', { name: 'Keyword' }).fill(tag);
  await page.getByRole('button', { name: 'Fill', exact: true }).click();
  const tiles = page.getByTestId('wall-tile');
  await expect(tiles).toHaveCount(2);

  for (const [i, r] of robots.entries()) {
    const tile = page.locator(`[data-testid="wall-tile"][data-robot-id="${r.id}"]`);
    await expect(tile.getByRole('img', { name: `Live picture of robot ${tag} ${i ? 'B' : 'A'}` })).toBeVisible();
    const first = await pictureOf(tile);
    expect(first).toMatch(/^data:image\/jpeg;base64,/);
    // The next frame of the simulated camera draws another picture: wait for it, not for a time.
    await expect.poll(() => pictureOf(tile)).not.toBe(first);
    await expect(tile.getByTestId('tile-stats')).toHaveText(/ago · \d+\.\d fps$/);
  }

  await page.getByRole('button', { name: `Enlarge ${tag} A` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: `Live picture of robot ${tag} A` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Remove ${tag} B from the wall` }).click();
  await expect(tiles).toHaveCount(1);
  // Remembered for the user: a reload shows the same wall.
  await page.reload();
  await expect(page.locator(`[data-testid="wall-tile"][data-robot-id="${robots[0]!.id}"]`)).toBeVisible();
  await expect(tiles).toHaveCount(1);
});
