import { expect, test } from '@playwright/test';
import type { Fleet } from '../apps/simulator/src';
import { apiLogin } from './api';
import { ADMIN, chooseOption, closeSelect, confirmPopover, signIn, useLanguage } from './fixtures';
import { connectSimRobots, registerSimRobot } from './sim';

let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

test('[AREAS] an area is created by the form with a robot that comes online and shows live in its detail; a second area is refused that robot in words; the area is edited and deleted after a confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robot = await registerSimRobot(request, token, 'E2E area', 61);
  fleet = connectSimRobots([robot]);
  const name = `Tower ${Date.now() % 100_000}`;
  const other = `${name} annex`;

  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/areaDetail');
  await expect(page.getByRole('heading', { name: 'Areas' })).toBeVisible();

  // Create: the contract's rules speak before anything is sent, then the area is saved with its robot.
  await page.getByRole('button', { name: 'New area' }).click();
  const form = page.getByRole('form', { name: 'New area' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a whole number of floors from 1 to 200')).toBeVisible();
  await form.getByLabel('Floors').fill('3');
  await form.getByLabel('Zones').fill('2');
  await form.getByRole('switch', { name: 'Lift control' }).click();
  await form.getByLabel('Work area (m²)').fill('1200');
  await form.getByLabel('Cleanings per day').fill('2');
  const robots = form.getByRole('combobox', { name: 'Robots' });
  await robots.fill(robot.number);
  await chooseOption(page, robots, robot.number);
  await closeSelect(page, robots);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Area ${name} created`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('3 floors');
  await expect(row).toContainText('Lift control');
  await expect(row).toContainText('1 robot');

  // The detail shows the robot's live state once it reports (the detail re-reads every 15 s).
  await row.getByRole('button', { name: `View ${name}` }).click();
  const detail = page.getByRole('dialog').filter({ hasText: 'Robots cleaning this area' });
  const robotRow = detail.getByRole('row').filter({ hasText: robot.number });
  await expect(robotRow.getByRole('link', { name: robot.number })).toHaveAttribute(
    'href',
    `/contentPage/robotOperate/operateContent?robotId=${robot.id}`,
  );
  await expect(robotRow).toContainText(/Idle|Charging|Working/);
  await expect(robotRow).toContainText(/\d+%/);
  await expect(robotRow).toContainText(/\d+ (s|min) ago/);
  await expect(detail.getByText('Data as of')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText(/Idle 1|Charging 1|Working 1/);

  // A second area may not take the same robot: the option names the area it cleans, the server refuses it on the field.
  await page.getByRole('button', { name: 'New area' }).click();
  const second = page.getByRole('form', { name: 'New area' });
  await second.getByLabel('Name').fill(other);
  await second.getByLabel('Floors').fill('1');
  const secondRobots = second.getByRole('combobox', { name: 'Robots' });
  await secondRobots.fill(robot.number);
  await expect(page.getByText(`cleans ${name}`)).toBeVisible();
  await chooseOption(page, secondRobots, robot.number);
  await closeSelect(page, secondRobots);
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText(`Robot ${robot.number} already cleans the area ${name}; remove it there first`)).toBeVisible();
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(0);

  // Edit: the form opens with the area's values; the change shows in the list.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByText(`${robot.number} · E2E area`)).toBeVisible();
  await edit.getByLabel('Zones').fill('4');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Area ${name} saved`)).toBeVisible();
  await expect(row).toContainText('4 zones');

  // Delete, after a confirmation that says the robot is freed.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmPopover(page, /The robot cleaning it is freed and can be assigned to another area/, 'Delete');
  await expect(page.getByText(`Area ${name} deleted`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
