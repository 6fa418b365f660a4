import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Fleet } from '../apps/simulator/src';
import { apiLogin } from './api';
import { ADMIN, signIn, useLanguage } from './fixtures';
import { connectSimRobots, registerSimRobot } from './sim';

let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

/** The fault's row in the fault center (the list is filtered to the test's robot). */
const faultRow = (page: Page, label: string) => page.getByRole('row').filter({ hasText: label });

/** Opens the row's action dialog, writes the note and confirms with the dialog's own button. */
const handle = async (page: Page, row: Locator, action: 'Acknowledge' | 'Resolve', note: string) => {
  await row.getByRole('button', { name: new RegExp(`^${action} `) }).click();
  const dialog = page.getByRole('dialog', { name: action });
  if (action === 'Resolve') {
    // The note is required to resolve: without it the dialog stays and says why.
    await dialog.getByRole('button', { name: action }).click();
    await expect(dialog.getByText('Say what was done, so the next person knows.')).toBeVisible();
  }
  await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
};

test('[FAULT] a fault a simulated robot raises arrives live, is acknowledged, and ends resolved by the robot or by hand', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robot = await registerSimRobot(request, token, 'E2E faults', 31);
  fleet = connectSimRobots([robot]);
  const sim = fleet.robots[0]!;
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/robotFault');
  await page.getByLabel('Keyword').fill(robot.number);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^No faults match\./)).toBeVisible();
  // A robot publishes its events on its next tick once connected: raise them only then.
  await expect.poll(() => sim.connected, { timeout: 30_000 }).toBe(true);

  // Raised by the robot: the open fault arrives without a reload, with a notification.
  sim.model.emit('brushStuck', 'fault', 'Hair wound round the side brush');
  await expect(page.getByText('New fault: Fault')).toBeVisible({ timeout: 30_000 });
  const brush = faultRow(page, 'Side brush stuck');
  await expect(brush.getByText('Not handled yet')).toBeVisible();
  await expect(brush.getByText('Open', { exact: true })).toBeVisible();
  await expect(brush.getByText('Hair wound round the side brush')).toBeVisible();

  await handle(page, brush, 'Acknowledge', 'Site staff told');
  await expect(page.getByText('Acknowledged the fault of E2E faults')).toBeVisible();
  await expect(brush.getByText('Acknowledged by', { exact: false })).toBeVisible();
  await expect(brush.getByRole('button', { name: /^Acknowledge / })).toBeDisabled();

  // The robot says the condition cleared: the fault resolves by itself, live.
  sim.model.emit('brushStuck', 'info', 'Side brush free again', { cleared: true });
  await expect(brush.getByText('Resolved automatically')).toBeVisible({ timeout: 30_000 });
  await expect(brush.getByText('Resolved', { exact: true })).toBeVisible();

  // A warning the robot never clears is resolved by a user, with what was done.
  sim.model.emit('wheelStuck', 'warning', 'Cable under the left wheel');
  await expect(page.getByText('New fault: Warning')).toBeVisible({ timeout: 30_000 });
  const wheel = faultRow(page, 'Drive wheel stuck');
  await expect(wheel.getByText('Open', { exact: true })).toBeVisible();
  await handle(page, wheel, 'Resolve', 'Removed the cable from under the wheel');
  await expect(page.getByText('Resolved the fault of E2E faults')).toBeVisible();
  await expect(wheel.getByText(/^Resolved by /)).toBeVisible();
  await expect(wheel.getByRole('button', { name: /^Resolve / })).toBeDisabled();
  // Both of the robot's faults are listed, each once (an occurrence of an open fault opens no second one).
  await expect(page.getByRole('row').filter({ hasText: robot.number })).toHaveCount(2);
});
