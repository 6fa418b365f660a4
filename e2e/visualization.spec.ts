import { fixedTo, type TVisRuns } from '@fleet/contracts';
import { expect, test } from '@playwright/test';
import type { Fleet } from '../apps/simulator/src';
import { apiCall, apiLogin } from './api';
import { ADMIN, signIn, useLanguage } from './fixtures';
import { connectSimRobots, registerSimRobot } from './sim';

let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

/**
 * The visualization area end to end: a simulated robot cleans for a while on its map (poses over MQTT,
 * sampled by the gateway) and reports the finished run; visualizeHistory counts it, and visualizeRobot
 * lists it and replays its path on the map, the slider moving the robot through it.
 */
test('[VISUALIZATION] a run a robot reports is in visualizeHistory, and visualizeRobot replays its path with the slider', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robot = await registerSimRobot(request, token, 'E2E visualization', 41);
  fleet = connectSimRobots([robot]);
  // Online and on its map first (a start is refused before that), then about three 10 s samples of cleaning.
  await expect(async () => {
    await apiCall(request, token, 'POST', `robotinfo/robot/start/${robot.id}`);
  }).toPass({ timeout: 60_000 });
  const runs = () => apiCall<TVisRuns>(request, token, 'POST', 'robotinfo/visualization/runs', { robotId: robot.id });
  await expect.poll(async () => (await runs()).runs.length, { timeout: 60_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await runs()).runs[0]!.durationMin, { timeout: 90_000, intervals: [2_000] }).toBeGreaterThanOrEqual(0.6);
  await apiCall(request, token, 'POST', `robotinfo/robot/stop/${robot.id}`);
  await expect.poll(async () => (await runs()).runs[0]!.state, { timeout: 60_000 }).not.toBe('running');
  const run = (await runs()).runs[0]!;

  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);

  // visualizeHistory: today counts the run, and the robot's row carries its area.
  await page.goto('/visualization/visualizeHistory');
  const robots = page.locator('.ant-table-wrapper').filter({ hasText: 'Figures per robot' });
  const row = robots.getByRole('row').filter({ hasText: robot.number });
  await expect(row.getByRole('cell', { name: fixedTo(run.areaM2, 2), exact: true })).toBeVisible({ timeout: 30_000 });
  const days = page.locator('.ant-table-wrapper').filter({ hasText: 'Figures per day' });
  const today = days.getByRole('row').last();
  expect(Number((await today.getByRole('cell').last().innerText()).trim())).toBeGreaterThanOrEqual(run.areaM2 - 0.01);

  // visualizeRobot: from the robot's link, the run listed and replayed.
  await row.getByRole('link', { name: `Open robot: ${robot.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/visualization/visualizeRobot\\?robotId=${robot.id}$`));
  const listed = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Replay' }) })
    .first();
  await listed.getByRole('button', { name: 'Replay' }).click();
  const position = page.getByTestId('replay-position');
  await expect(position).toHaveText(/point 1 of (\d+)/, { timeout: 30_000 });
  const total = Number(/of (\d+)/.exec(await position.innerText())![1]);
  expect(total, 'poses sampled during the run').toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('img', { name: /robot at/ }).first()).toBeVisible();
  const slider = page.getByRole('slider', { name: 'Replay position' });
  await slider.focus();
  await slider.press('End');
  await expect(position).toHaveText(new RegExp(`point ${total} of ${total}`));
  await slider.press('Home');
  await expect(position).toHaveText(new RegExp(`point 1 of ${total}`));
  await page.getByRole('button', { name: /(^|\s)Play$/ }).click();
  await expect(position).toHaveText(new RegExp(`point ${total} of ${total}`), { timeout: 30_000 });
  // The coverage of its last runs is drawn on the same map.
  await expect(page.getByText(/Computed from the position trails at a cleaning width of 1.3 m/)).toBeVisible();
});
