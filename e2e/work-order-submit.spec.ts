import { expect, test } from '@playwright/test';
import type { TListResult, TTicket } from '@fleet/contracts';
import { apiCall, apiLogin } from './api';
import { ADMIN, chooseOption, signIn, useLanguage } from './fixtures';
import { registerSimRobot } from './sim';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The caller's own work order about `deviceNumber`, as the server stored it. */
const ownOrderOf = async (request: Parameters<typeof apiLogin>[0], token: string, deviceNumber: string) => {
  const mine = await apiCall<TListResult<TTicket>>(request, token, 'POST', 'oasys/ticket/mine', { pageSize: 100, keyword: deviceNumber });
  return mine.list.find((x) => x.deviceNumber === deviceNumber);
};

test('[WORKORDER][SUBMIT] a work order for a robot picked by its number, with a picture, the contact prefilled', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robot = await registerSimRobot(request, token, 'Lobby sweeper', 11);
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);

  await page.goto('/contentPage/workOrderRecord');
  await page.getByRole('button', { name: 'Submit' }).click();
  const form = page.getByRole('dialog', { name: 'Submit a work order or a question' });
  // The contact starts as the signed-in user.
  await expect(form.getByLabel('Contact')).not.toHaveValue('');
  await form.getByLabel('Phone').fill('13800138000');
  // Typed first: the picker searches the server, and a long list shows only the options in view.
  const picker = form.getByLabel('Robot', { exact: true });
  await picker.fill(robot.number.slice(-5));
  await chooseOption(page, picker, `${robot.number} · Lobby sweeper`);
  await expect(form.getByLabel('Device number of an unregistered robot')).toHaveCount(0);
  await chooseOption(page, form.getByLabel('Level'), 'Very urgent');
  await form.getByLabel('Address').fill('1 Harbour Road');
  await form.getByLabel('Problem description').fill('Stops at the lift door');
  const picture = `lift-${robot.number}.png`;
  await form.getByTestId('ticket-picture-input').setInputFiles({ name: picture, mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(form.getByText(picture)).toBeVisible();
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(/Submitted as No\. \d+/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: robot.number }).getByText('Submitted', { exact: true })).toBeVisible();

  // Signing in again ends the browser's session (one session per user): the page is done with.
  const stored = await ownOrderOf(request, await apiLogin(request, ADMIN.account, ADMIN.password), robot.number);
  expect(stored).toMatchObject({ robotId: robot.id, level: 2, phone: '13800138000' });
  expect(stored?.pictures).toHaveLength(1);
});

test("[WORKORDER][SUBMIT] 'Create a work order' on a robot's operate page opens the form with that robot", async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robot = await registerSimRobot(request, token, 'Atrium scrubber', 23);
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);

  await page.goto(`/contentPage/robotOperate/operateContent?robotId=${robot.id}`);
  await page.getByRole('button', { name: 'Create a work order' }).click();
  await expect(page).toHaveURL(/workOrderRecord\?new=work_order/);
  const form = page.getByRole('dialog', { name: 'Submit a work order or a question' });
  await expect(form.getByText(`${robot.number} · Atrium scrubber`)).toBeVisible();
  await form.getByLabel('Phone').fill('13800138000');
  await chooseOption(page, form.getByLabel('Level'), 'Urgent');
  await form.getByLabel('Address').fill('2 Harbour Road');
  await form.getByLabel('Problem description').fill('The left wheel squeaks');
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(/Submitted as No\. \d+/)).toBeVisible();
  const again = await apiLogin(request, ADMIN.account, ADMIN.password);
  expect(await ownOrderOf(request, again, robot.number)).toMatchObject({
    robotId: robot.id,
    level: 1,
    description: 'The left wheel squeaks',
  });
});
