import { expect, test } from '@playwright/test';
import type { Fleet } from '../apps/simulator/src';
import { apiCall, apiLogin } from './api';
import { ADMIN, chooseOption, closeSelect, signIn } from './fixtures';
import { connectSimRobots, registerSimRobot } from './sim';

let fleet: Fleet | undefined;
test.afterEach(async () => {
  await fleet?.stop();
  fleet = undefined;
});

test('[VERSION][DEFINITION] a version is defined with a requirement, listed, edited, and its number cannot be defined twice', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const requirement = `Night docking ${Date.now()}`;
  await apiCall(request, token, 'POST', 'robotinfo/demand/save', { title: requirement, robotTypes: [1], priority: 2 });
  // Numbers are unique per unit across the platform: a run takes one of its own.
  const major = String(100 + (Date.now() % 800));
  const text = `${major}.4.1`;
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/definition');

  const define = async (minor: string) => {
    await page.getByRole('button', { name: 'New version' }).click();
    const form = page.getByRole('form', { name: 'Edit version' });
    await form.getByLabel('Major version').fill(major);
    await form.getByLabel('Minor version').fill(minor);
    await form.getByLabel('Description').fill('Docks before the battery runs low.');
    const types = form.getByLabel('Robot types');
    await chooseOption(page, types, 'Model 130');
    await closeSelect(page, types);
    const demands = form.getByLabel('Requirements delivered');
    await chooseOption(page, demands, requirement);
    await closeSelect(page, demands);
    await form.getByRole('button', { name: 'Save' }).click();
    return form;
  };
  await define('4.1');
  await expect(page.getByText('Version defined')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText(requirement);
  await expect(row).toContainText('0 of 0 released');

  await row.getByRole('button', { name: `Edit ${text}` }).click();
  const edit = page.getByRole('form', { name: 'Edit version' });
  await edit.getByLabel('Description').fill('Docks earlier at night.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Version saved')).toBeVisible();
  await expect(row).toContainText('Docks earlier at night.');

  // "04.1" is the same number: refused, said on the minor field, and the drawer stays open.
  const again = await define('04.1');
  await expect(again.getByText(/already has a version with this number/)).toBeVisible();
  await expect(again).toBeVisible();
});

test('[VERSION][ROBOTVERSION] the versions simulated robots report are counted, and the drill-down lists the robots', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robots = [await registerSimRobot(request, token, 'E2E version A', 41), await registerSimRobot(request, token, 'E2E version B', 42)];
  fleet = connectSimRobots(robots);
  // The robots report their configuration (versions included) as soon as they connect.
  await expect
    .poll(
      async () => {
        const r = await apiCall<{ list: { deviceNumber: string }[] }>(request, token, 'POST', 'robotinfo/version/installedRobots', {
          softwareType: 'mainUnit',
          text: '2.4.1',
          pageSize: 100,
        });
        return robots.every((x) => r.list.some((l) => l.deviceNumber === x.number));
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/robotVersion');
  // By the exact version cell: defined versions are listed too, and "102.4.1" contains "2.4.1".
  const versionRow = (text: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
  const row = versionRow('2.4.1');
  await expect(row).toContainText('Main unit');
  await expect(versionRow('1.9.3')).toContainText('Control unit');
  const count = row.getByRole('button', { name: /^Show the \d+ robots on 2\.4\.1$/ });
  expect(Number(await count.textContent())).toBeGreaterThanOrEqual(2);
  await count.click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Robots running Main unit 2.4.1' });
  // Found by number: the whole suite's simulated robots report 2.4.1 too, more than one page of them.
  const search = drawer.getByRole('searchbox', { name: 'Device number or name' });
  for (const r of robots) {
    await search.fill(r.number);
    await search.press('Enter');
    await expect(drawer.getByRole('link', { name: r.number })).toHaveAttribute('href', new RegExp(`robotId=${r.id}$`));
  }
  await expect(drawer.getByText('Online').first()).toBeVisible();
});
