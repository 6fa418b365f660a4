import { expect, test } from '@playwright/test';
import { apiLogin } from './api';
import { ADMIN, signIn } from './fixtures';
import { registerSimRobot } from './sim';

test("[SHIPMENTS] a shipment of three robots pasted by device number is found on each robot's shipment tab", async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robots = [
    await registerSimRobot(request, token, 'Ship A', 21),
    await registerSimRobot(request, token, 'Ship B', 22),
    await registerSimRobot(request, token, 'Ship C', 23),
  ];
  const principal = `Zhang ${Date.now() % 100_000}`;

  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/outRecord');
  await page.getByRole('button', { name: 'New shipment' }).click();
  const form = page.getByRole('form', { name: 'New shipment' });
  await form.getByLabel('Principal').fill(principal);
  await form.getByLabel('Destination').fill('Riverside Mall, 12 Harbour Road');
  // As a scanner or a paste gives them: one a line, one repeated, one with a comma.
  await form.getByLabel('Robots shipped').fill(`${robots[0]!.number}\n${robots[1]!.number}, ${robots[2]!.number}\n${robots[0]!.number}`);
  await expect(form.getByText('3 device numbers recognized')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shipment to Riverside Mall, 12 Harbour Road recorded')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: principal })).toContainText('3 robots');

  for (const robot of robots) {
    await page.goto(`/contentPage/robotConfigContent/shippmentRecord?robotId=${robot.id}`);
    const row = page.getByRole('row').filter({ hasText: principal });
    await expect(row).toContainText('Riverside Mall');
    await expect(row).toContainText('2 others');
  }
});
