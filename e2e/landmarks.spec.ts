import { expect, test } from '@playwright/test';
import type { Fleet } from '../apps/simulator/src';
import { apiCreateLandmark, apiLogin, apiOwnOrgId } from './api';
import { ADMIN, chooseOption, signIn, useLanguage } from './fixtures';
import { connectSimRobots, registerSimRobot } from './sim';

let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

test('[LANDMARKS] a robot of one landmark shows live in its detail and is switched to another after a confirmation that says what is archived; it is then listed under the new landmark', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  // Named per run: a retried test makes its own, and the search below finds only these two.
  const tag = `Dock ${Date.now() % 100_000}`;
  const from = `${tag} north`;
  const to = `${tag} south`;
  const orgId = await apiOwnOrgId(request, token);
  const fromId = await apiCreateLandmark(request, token, from, orgId);
  await apiCreateLandmark(request, token, to, orgId);
  const robot = await registerSimRobot(request, token, 'E2E landmark', 73, fromId);
  fleet = connectSimRobots([robot]);

  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/landMarkDetail');
  await expect(page.getByRole('heading', { name: 'Landmarks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Organization' })).toHaveAttribute('href', '/contentPage/organization');

  const search = page.getByRole('search');
  await search.getByLabel('Search').fill(tag);
  await search.getByRole('button', { name: 'Search' }).click();
  const fromRow = page.getByRole('row').filter({ hasText: from });
  const toRow = page.getByRole('row').filter({ hasText: to });
  await expect(fromRow).toContainText('1 robot');
  await expect(fromRow).toContainText('site.lmk');
  await expect(toRow).toContainText('0 robots');

  // The detail shows the robot live once it reports (the detail re-reads every 15 s).
  await fromRow.getByRole('button', { name: `View ${from}` }).click();
  const detail = page.getByRole('dialog').filter({ hasText: 'Robots working at this landmark' });
  const robotRow = detail.getByRole('row').filter({ hasText: robot.number });
  await expect(robotRow.getByRole('link', { name: robot.number })).toHaveAttribute(
    'href',
    `/contentPage/robotOperate/operateContent?robotId=${robot.id}`,
  );
  await expect(robotRow).toContainText(/Idle|Charging/, { timeout: 40_000 });

  // Switch: the dialog says what the robot leaves behind before anything is sent.
  await robotRow.getByRole('button', { name: `Switch landmark ${robot.number}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Switch ${robot.number} to another landmark` });
  await expect(dialog.getByText(`The switch takes the robot away from ${from}:`)).toBeVisible();
  await expect(dialog.getByText('its maps of this landmark are archived and no longer used;')).toBeVisible();
  await expect(dialog.getByText('its scheduled tasks are switched off;')).toBeVisible();
  await expect(dialog.getByText('its pending reservations are cancelled;')).toBeVisible();
  const target = dialog.getByRole('combobox', { name: 'New landmark' });
  await target.fill(to);
  await chooseOption(page, target, to);
  await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(page.getByText(new RegExp(`^${robot.number} now works at ${to}[:;]`))).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The detail and the list follow: the robot is gone from the first landmark and listed under the second.
  await expect(detail.getByText('No robot works at this landmark yet')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(fromRow).toContainText('0 robots');
  await expect(toRow).toContainText('1 robot');
  await toRow.getByRole('button', { name: `View ${to}` }).click();
  const second = page.getByRole('dialog').filter({ hasText: 'Robots working at this landmark' });
  await expect(second.getByRole('row').filter({ hasText: robot.number })).toBeVisible();
});
