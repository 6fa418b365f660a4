import { expect, test, type Page } from '@playwright/test';
import { startFleet, type Fleet } from '../apps/simulator/src';
import { E2E_MQTT_PORT } from '../playwright.config';
import { apiCall, apiLogin } from './api';
import { ADMIN, chooseOption, confirmPopover, openTab, signIn, useLanguage } from './fixtures';

const MQTT_URL = `mqtt://127.0.0.1:${E2E_MQTT_PORT}`;
let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

/** The robot's position as the map tells it to screen readers: "Map Floor 1, … · robot at (12.34, 5.60)". */
const poseOf = async (page: Page) =>
  (await page
    .getByRole('img', { name: /robot at \(/ })
    .first()
    .getAttribute('aria-label')) ?? '';
const tab = openTab;
const confirm = confirmPopover;

/** HH:mm of the minute a reservation should fire: this one, or the next when this one is nearly over. */
const reservationTime = () => {
  const d = new Date(Date.now() + (new Date().getSeconds() > 35 ? 60_000 : 0));
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

test('[OPERATE] a simulated robot cleans on the map, pauses, runs a reservation, takes a setting and streams video', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const number = `SIMULATION-130-${String((Date.now() + 7) % 100_000).padStart(5, '0')}`;
  const robot = await apiCall<{ id: number; deviceSecret: string }>(request, token, 'POST', 'robotinfo/robot/register', {
    deviceNumber: number,
    alias: 'E2E operate',
    robotType: 1,
    simulated: true,
  });
  // Calm and not on autopilot: the robot does what the console asks and nothing else.
  fleet = startFleet({
    url: MQTT_URL,
    robots: [{ deviceNumber: number, secret: robot.deviceSecret, model: '130' }],
    spreadMs: 0,
    autoWork: false,
    incidents: 'calm',
    warmUp: false,
  });

  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto(`/contentPage/robotOperate/operateContent?robotId=${robot.id}`);
  const live = page
    .getByRole('region', { name: 'Live status' })
    .or(page.locator('.ant-card').filter({ hasText: 'Live status' }))
    .first();
  await expect(live.getByText('Online', { exact: true }).first()).toBeVisible({ timeout: 20_000 });

  // Start cleaning from the overview; the command's outcome, then the work status, follow the robot.
  await page.getByRole('button', { name: 'Start cleaning' }).click();
  await confirm(page, /full coverage run/, 'Start cleaning');
  await expect(live.getByText('Running a task').first()).toBeVisible({ timeout: 20_000 });

  // The pose moves on the map while it cleans.
  await tab(page, 'Maps');
  await expect(page.getByRole('img', { name: /robot at \(/ }).first()).toBeVisible({ timeout: 20_000 });
  const before = await poseOf(page);
  await expect.poll(() => poseOf(page), { timeout: 20_000 }).not.toBe(before);

  // Pause: the robot stops and says so.
  await tab(page, 'Overview');
  await page.getByRole('button', { name: 'Pause' }).click();
  await confirm(page, /stops where it is/, 'Pause');
  await expect(live.getByText('Paused').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Stop task' }).click();
  await confirm(page, /cannot be resumed/, 'Stop task');
  await expect(live.getByText('Idle').first()).toBeVisible({ timeout: 20_000 });

  // A reservation for now: the robot runs it on its own clock and reports the result.
  await tab(page, 'Reservations');
  await page.getByRole('button', { name: 'New reservation' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Reservation name').fill('E2E now');
  await form.getByLabel('Execution times').fill(reservationTime());
  await form.getByLabel('Execution times').press('Enter');
  await form.getByLabel('Execution times').press('Escape');
  await chooseOption(page, form.getByLabel('Map', { exact: true }));
  await chooseOption(page, form.getByLabel('Landmark point'));
  await form.getByLabel('Task time (min)').fill('2');
  await form.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: 'E2E now' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Succeeded')).toBeVisible({ timeout: 150_000 });

  // A configuration value, confirmed by the robot.
  await tab(page, 'Configuration');
  await chooseOption(page, page.getByLabel('Water level'), 'High');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Config set success')).toBeVisible({ timeout: 20_000 });

  // Live video: frames arrive while the page is open, and they change.
  await tab(page, 'Live video');
  const stamp = page.getByTestId('frame-time');
  await expect(stamp).not.toHaveText('—', { timeout: 20_000 });
  const first = await stamp.innerText();
  await expect(stamp).not.toHaveText(first, { timeout: 10_000 });
});
