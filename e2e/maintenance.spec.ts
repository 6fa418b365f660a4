import { expect, test } from '@playwright/test';
import { apiCall, apiLogin } from './api';
import { ADMIN, chooseOption, signIn } from './fixtures';
import { registerSimRobot } from './sim';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('[MAINTENANCE] a visit with a picture replaces the battery of a simulated robot; the record and both histories show it', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const stamp = Date.now() % 1_000_000;
  const { id: modelId } = await apiCall<{ id: number }>(request, token, 'POST', 'robotinfo/component/model/save', {
    model: `E2E-MB-${stamp}`,
    kind: 'battery',
    robotTypes: [1],
  });
  const robot = await registerSimRobot(request, token, 'Maintained', 31);
  const [oldSerial, newSerial] = [`OLD-${stamp}`, `NEW-${stamp}`];
  const { id: oldId } = await apiCall<{ id: number }>(request, token, 'POST', 'robotinfo/component/resource/save', {
    componentModelId: modelId,
    serialNo: oldSerial,
  });
  await apiCall(request, token, 'POST', 'robotinfo/component/resource/action', { id: oldId, action: 'install', robotId: robot.id });
  await apiCall(request, token, 'POST', 'robotinfo/component/resource/save', { componentModelId: modelId, serialNo: newSerial });

  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/maintainRecord');
  await page.getByRole('button', { name: 'New maintenance record' }).click();
  const form = page.getByRole('form', { name: 'New maintenance record' });
  await chooseOption(page, form.getByLabel('Robot'), robot.number);
  await form.getByLabel('Maintainer').fill('Li Wei');
  await chooseOption(page, form.getByLabel('Category'), 'Part replacement');
  await form.getByLabel('Address').fill('Hall 2, Pudong Airport');
  await form.getByLabel('Cause').fill('Battery no longer holds a charge');
  await form.getByLabel('Problem').fill('Runs 20 minutes per charge; battery replaced.');
  await form.getByLabel('Phone').fill('13800138000');
  await page.getByTestId('maintain-picture-input').setInputFiles({ name: 'swollen-pack.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(form.getByText('swollen-pack.png')).toBeVisible();
  await form.getByRole('button', { name: 'Add a replacement' }).click();
  await chooseOption(page, form.getByLabel('Component taken out in replacement 1', { exact: true }), new RegExp(oldSerial));
  await chooseOption(page, form.getByLabel('Where the component taken out in replacement 1 goes'), 'To repair');
  // The idle parts are searched on the server: type the serial as a technician would.
  const putIn = form.getByLabel('Component put in in replacement 1', { exact: true });
  await putIn.click();
  await putIn.fill(newSerial);
  await chooseOption(page, putIn, new RegExp(newSerial));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Maintenance record saved')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: robot.number });
  await expect(row).toContainText(`${oldSerial} → ${newSerial}`);
  await expect(row).toContainText('1 picture');

  await page.goto('/contentPage/componentResource');
  const oldRow = page.getByRole('row').filter({ hasText: oldSerial });
  const newRow = page.getByRole('row').filter({ hasText: newSerial });
  await expect(oldRow).toContainText('Under repair');
  await expect(newRow).toContainText('In use');
  await expect(newRow).toContainText(robot.number);
  await newRow.getByRole('button', { name: `More ${newSerial}` }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `History of component ${newSerial}` });
  await expect(history.getByText('Installed')).toBeVisible();
  await expect(history.getByText(`Robot: ${robot.number}`)).toBeVisible();
});
