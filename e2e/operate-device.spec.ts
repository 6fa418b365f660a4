import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { junkEvent, type Fleet } from '../apps/simulator/src';
import { apiLogin } from './api';
import { ADMIN, chooseOption, openTab, signIn, useLanguage } from './fixtures';
import { connectSimRobots, registerSimRobot } from './sim';

let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

/** A simulated robot, connected, and the admin on its operate page (the tab named), once it is online. */
const operate = async (page: Page, request: APIRequestContext, alias: string, tab: string, salt: number) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robot = await registerSimRobot(request, token, alias, salt);
  fleet = connectSimRobots([robot]);
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto(`/contentPage/robotOperate/operateContent?robotId=${robot.id}`);
  await expect(page.locator('.ant-descriptions').getByText('Online', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await openTab(page, tab);
  return { robot, fleet };
};

test('[OPERATE][LOG] the robot uploads the log asked for; it is listed and downloads with its lines', async ({ page, request }) => {
  test.setTimeout(120_000);
  await operate(page, request, 'E2E logs', 'Logs', 21);
  await chooseOption(page, page.getByRole('combobox', { name: 'Period' }), 'Last 15 minutes');
  await page.getByRole('button', { name: 'Ask for the log' }).click();
  await expect(page.getByText('Upload log succeeded')).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ hasText: 'Last 15 minutes' });
  await expect(row.getByText('Received')).toBeVisible({ timeout: 30_000 });
  const lines = Number((await row.getByRole('cell').nth(5).innerText()).trim());
  expect(lines, 'lines reported').toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download / }).click()]);
  const fileName = (await row.getByRole('cell').nth(4).innerText()).trim();
  expect(download.suggestedFilename()).toBe(fileName);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.trimEnd().split('\n')).toHaveLength(lines);
});

test('[OPERATE][SETTING] a new alias is shown at once; a speed limit is confirmed by the robot and stays after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { robot } = await operate(page, request, 'E2E settings', 'Settings', 23);
  const alias = `Hall ${Date.now() % 10_000}`;
  await page.getByLabel('Alias', { exact: true }).fill(alias);
  await page.getByRole('button', { name: 'Save alias' }).click();
  await expect(page.getByText('Alias saved')).toBeVisible();
  await expect(page.locator('.ant-descriptions').getByText(`${alias} · ${robot.number}`)).toBeVisible();

  const speed = page.getByRole('spinbutton', { name: 'Maximum speed' });
  await expect(speed).toBeEnabled({ timeout: 30_000 });
  const next = Number(await speed.inputValue()) === 0.7 ? '0.8' : '0.7';
  await speed.fill(next);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Config set success')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Maximum speed' })).toHaveAttribute('aria-valuenow', next, { timeout: 30_000 });
  await expect(page.locator('.ant-descriptions').getByText(`${alias} · ${robot.number}`)).toBeVisible();
});

test('[OPERATE][EVENT] events the robot raises are listed in words and filtered by level', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { fleet: sim } = await operate(page, request, 'E2E events', 'Events', 25);
  const model = sim.robots[0]!.model;
  model.emit('obstacle', 'warning', 'E2E box in the corridor', { code: 'W-OBS' });
  model.emit('chargingStarted', 'info', 'E2E on the dock');

  const warning = page.getByRole('row').filter({ hasText: 'E2E box in the corridor' });
  const info = page.getByRole('row').filter({ hasText: 'E2E on the dock' });
  await expect(warning.getByText('Obstacle ahead')).toBeVisible({ timeout: 30_000 });
  await expect(warning.getByText('Warning', { exact: true })).toBeVisible();
  await expect(warning.getByText('W-OBS')).toBeVisible();
  await expect(info.getByText('Charging started')).toBeVisible();

  const search = page.getByRole('search');
  await chooseOption(page, search.getByRole('combobox', { name: 'Level' }), 'Warning');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(info).toHaveCount(0);
  await expect(warning).toHaveCount(1);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Info' })).toHaveCount(0);

  await search.getByRole('button', { name: 'Reset' }).click();
  await expect(info).toHaveCount(1);

  // A vision event with the camera's picture (imageData): its row opens the JPEG the robot sent.
  model.emit('junk', 'info', 'E2E litter by the door', junkEvent(model));
  const litter = page.getByRole('row').filter({ hasText: 'E2E litter by the door' });
  await litter.getByRole('button', { name: /^View the picture of “Litter recognised”/ }).click({ timeout: 30_000 });
  const picture = page.getByRole('dialog').getByRole('img', { name: 'Picture the robot took when it recognised “Litter recognised”' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([320, 180]);
  await expect(info.getByRole('button', { name: /^View the picture/ })).toHaveCount(0);
});

test('[OPERATE][VIDEO] a recording of the live video is listed with its frames and plays', async ({ page, request }) => {
  test.setTimeout(150_000);
  await operate(page, request, 'E2E video', 'Live video', 27);
  const stamp = page.getByTestId('frame-time');
  await expect(stamp).not.toHaveText('—', { timeout: 30_000 });
  const [started] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/robotinfo/video/record/start')),
    page.getByRole('button', { name: /^(video-camera )?Record$/ }).click(),
  ]);
  expect(await started.json(), 'recording started').toMatchObject({ code: 0 });
  const recording = page.getByRole('status').filter({ hasText: /^Recording \d\d:\d\d$/ });
  await expect(recording).toBeVisible();
  await expect(recording).toHaveText(/Recording 00:0[3-9]/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByText('Recording saved: see Recorded video')).toBeVisible();

  await openTab(page, 'Recorded video');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Manual' }).first();
  await expect(row.getByRole('button', { name: 'Play' })).toBeEnabled();
  const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim());
  const frames = Number(cells[3]);
  expect(frames, 'frames recorded').toBeGreaterThan(1);
  expect(cells[2]).toMatch(/^\d+ s$/);

  await row.getByRole('button', { name: 'Play' }).click();
  const player = page.getByRole('dialog', { name: 'Recording' });
  await expect(player.getByRole('img', { name: new RegExp(`^Frame \\d+ of ${frames}$`) })).toBeVisible({ timeout: 30_000 });
  // It plays by itself, at the pace it was recorded, to the last frame.
  await expect(player.getByRole('img', { name: `Frame ${frames} of ${frames}` })).toBeVisible({ timeout: 30_000 });
  await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
});
