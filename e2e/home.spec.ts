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

test('[HOME] the dashboard counts the fleet, and a robot raising a fault shows under attention at once, linking to its operate page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robot = await registerSimRobot(request, token, 'E2E home', 13);
  fleet = connectSimRobots([robot]);

  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  const tiles = page.getByRole('group', { name: 'Robots by state' });
  await expect(tiles).toBeVisible();
  await expect(page.getByText(/^\d+ robots in total$/)).toBeVisible();
  await expect(page.getByText('Today and yesterday')).toBeVisible();

  // A fault from the robot: the fault notice makes the page read the summary again.
  fleet.robots[0]!.model.emit('brushStuck', 'fault', 'Brush stuck');
  const attention = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Robots needing attention' }) });
  const item = attention.getByRole('listitem').filter({ hasText: robot.number });
  await expect(item.getByText('Has a fault to handle')).toBeVisible();
  const faults = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Latest faults' }) });
  await expect(faults.getByText(robot.number)).toBeVisible();

  await item.getByRole('link', { name: `E2E home · ${robot.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/contentPage/robotOperate/operateContent[^?]*\\?robotId=${robot.id}$`));
});
