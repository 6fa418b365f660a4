import { readFileSync } from 'node:fs';
import { fixedTo } from '@fleet/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Fleet } from '../apps/simulator/src';
import { apiLogin } from './api';
import { ADMIN, chooseOption, confirmPopover, openTab, signIn, useLanguage } from './fixtures';
import { connectSimRobots, registerSimRobot } from './sim';

let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

/** An antd Statistic's value (with its unit) by its title. */
const statistic = (page: Page, title: string) =>
  page
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-statistic-content');
const cells = async (row: Locator) => (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim());
/** HH:mm twelve hours from now: a daily task that must not fire while the test runs. */
const farTime = () => `${String((new Date().getHours() + 12) % 24).padStart(2, '0')}:17`;

test('[OPERATE][TASKS] a task is created, switched, edited, started now; its run is a record, a CSV, a report and monitor history; offline, nothing is offered', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robot = await registerSimRobot(request, token, 'E2E tasks', 11);
  // Never connected: the copy dialog must not offer it as a target.
  const absent = await registerSimRobot(request, token, 'E2E absent', 13);
  fleet = connectSimRobots([robot]);
  const name = `Lobby ${Date.now() % 100_000}`;

  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto(`/contentPage/robotOperate/operateContent/robotTask?robotId=${robot.id}`);
  await expect(page.locator('.ant-descriptions').getByText('Online', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  // robotTask: a new task with its fields, in the drawer.
  await page.getByRole('button', { name: 'New task' }).click();
  const form = page.getByRole('form', { name: 'New task' });
  await form.getByLabel('Task name').fill(name);
  await form.getByLabel('Execution time').fill(farTime());
  await form.getByLabel('Execution time').press('Enter');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  // The robot's maps arrive a moment after it connects: choose again until the select holds one.
  const map = form.getByLabel('Map', { exact: true });
  await expect(async () => {
    await chooseOption(page, map);
    await expect(
      form
        .locator('.ant-form-item')
        .filter({ has: page.getByLabel('Map', { exact: true }) })
        .locator('.ant-select-content-has-value'),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await form.getByLabel('Repeat times').fill('2');
  await form.getByLabel('Details').fill('Before opening');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Task saved')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Once a day')).toBeVisible();
  await expect(row.getByText('Full coverage')).toBeVisible();
  await expect(row.getByText('Before opening')).toBeVisible();
  await expect(row.getByText(farTime())).toBeVisible();

  // Its switch is stored: off after a reload, then on again.
  const toggle = row.getByRole('switch', { name: `Enable ${name}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // editTask: the same task on a page of its own; saving goes back to the tab with the change.
  await row.getByRole('button', { name: `More ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Open in the editor' }).click();
  await expect(page).toHaveURL(/\/contentPage\/editTask\?robotId=\d+&taskId=\d+/);
  const editor = page.getByRole('form', { name: `Edit task "${name}"` });
  await expect(editor.getByLabel('Task name')).toHaveValue(name);
  await editor.getByLabel('Details').fill('After closing');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/operateContent\/robotTask\?robotId=/);
  await expect(row.getByText('After closing')).toBeVisible();

  // taskManage: the task with its robot among every robot's tasks.
  await page.goto('/contentPage/taskManage');
  const managed = page.getByRole('row').filter({ hasText: name });
  await expect(managed.getByRole('link', { name: `Open the operate page of ${robot.number}` })).toBeVisible();
  await expect(managed.getByText('After closing')).toBeVisible();

  // Start now: the robot takes it and runs it; the overview names the task, not the robot's id for it.
  await managed.getByRole('button', { name: `Start now ${name}` }).click();
  await confirmPopover(page, new RegExp(`Start "${name}" now\\?`), 'Start now');
  await expect(managed.getByText('Start task succeeded')).toBeVisible({ timeout: 30_000 });
  await page.goto(`/contentPage/robotOperate/operateContent?robotId=${robot.id}`);
  await expect(page.getByText(`Task: ${name}`)).toBeVisible({ timeout: 30_000 });
  const progress = page.getByRole('progressbar').first();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 120_000 }).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Stop task' }).click();
  await confirmPopover(page, /cannot be resumed/, 'Stop task');
  await expect(page.getByText('No task', { exact: true })).toBeVisible({ timeout: 30_000 });

  // robotRecord: the run with its numbers; the CSV has the same row.
  await openTab(page, 'Records');
  const record = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Stopped' });
  await expect(record).toBeVisible({ timeout: 30_000 });
  // Columns: start / end, name / source, duration, area, distance, water, energy, result; the screen rounds as
  // contracts' fixedTo does (the CSV keeps the server's figures).
  const shown = await cells(record);
  expect(shown[1]).toMatch(/Task$/);
  const area = Number(shown[3]);
  expect(area, 'area cleaned').toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cleaning-records-\d{8}-\d{8}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Start,End,Task,Source,Duration (min),Area (m²),Distance (km),Water (L),Energy (kWh),Result');
  expect(lines).toHaveLength(2);
  const csv = lines[1]!.split(',');
  expect(csv[2]).toBe(name);
  expect(csv[3]).toBe('Task');
  expect(fixedTo(Number(csv[5]), 1)).toBe(shown[3]);
  expect(fixedTo(Number(csv[6]), 2)).toBe(shown[4]);
  expect(fixedTo(Number(csv[7]), 1)).toBe(shown[5]);
  expect(fixedTo(Number(csv[8]), 2)).toBe(shown[6]);
  expect(csv[9]).toBe('Stopped');

  // robotForm: the report counts that run, with the same area.
  await openTab(page, 'Reports');
  await expect(statistic(page, 'Runs')).toHaveText('1');
  await expect(statistic(page, 'Stopped')).toHaveText('1');
  // The same figure, not a near one: the report once summed the stored reals and read 3.05 m² as 3.0.
  const reported = parseFloat((await statistic(page, 'Area cleaned').innerText()).replace(/[^\d.]/g, ''));
  expect(fixedTo(reported, 1)).toBe(shown[3]);

  // botMonitor: the top speed of the stored history the server answered (the robot stands still now: the live tail adds 0).
  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('/robotinfo/monitor/')), openTab(page, 'Monitor')]);
  const monitor = ((await answer.json()) as { data: { points: { speedMax: number | null }[] } }).data;
  const top = Math.max(...monitor.points.map((p) => p.speedMax ?? 0));
  expect(top, 'the robot moved while cleaning').toBeGreaterThan(0);
  await expect(statistic(page, 'Top speed')).toHaveText(new RegExp(`^${top.toFixed(2)}\\s*m/s$`));
  await expect(page.getByRole('img', { name: /Chart of battery, speed, signal and state shares/ })).toBeVisible();

  // The map copy offers a robot that is not connected only disabled, saying why.
  await openTab(page, 'Maps');
  const copy = page.getByRole('button', { name: /^Copy to another robot / }).first();
  await expect(copy).toBeEnabled({ timeout: 30_000 });
  await copy.click();
  const dialog = page.getByRole('dialog');
  const target = dialog.getByRole('combobox', { name: 'Target robot' });
  await target.fill(absent.number);
  const option = page.locator('.ant-select-item-option').filter({ hasText: absent.number });
  await expect(option).toHaveAttribute('aria-disabled', 'true');
  await expect(option).toContainText('(The robot is offline)');
  await expect(option).toHaveAttribute('title', 'The robot is offline');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Offline: "Start now" is not offered, and says why on hover.
  await fleet.stop();
  fleet = undefined;
  await page.goto('/contentPage/taskManage');
  const refused = page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Start now ${name}: The robot is offline` });
  await expect(refused).toBeDisabled({ timeout: 60_000 });
  await refused.locator('..').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'The robot is offline' })).toBeVisible();
});
