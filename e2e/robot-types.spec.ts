import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

test('[ROBOT-TYPES] a new robot type is added, a robot registered by its number takes it, and the type in use keeps its model and stays', async ({
  page,
}) => {
  // A code and model of this run: the catalogue is the platform's, shared by every spec.
  const code = 1000 + (Date.now() % 30_000);
  const model = `E${code}`;
  const name = `Lobby ${code}`;
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);

  await page.goto('/contentPage/robottypeConfig');
  await expect(page.getByRole('row').filter({ hasText: 'Model 130' })).toBeVisible();
  await page.getByRole('button', { name: 'New robot type' }).click();
  const drawer = page.getByRole('form', { name: 'New robot type' });
  await drawer.getByLabel('Type code').fill(String(code));
  await drawer.getByLabel('Model number').fill(model);
  await drawer.getByLabel('Chinese name').fill(`大堂 ${code}`);
  await drawer.getByLabel('English name').fill(` ${name}`);
  await drawer.getByLabel('Japanese name').fill(`ロビー ${code}`);
  await drawer.getByRole('checkbox', { name: 'Camera' }).check();
  await drawer.getByRole('button', { name: 'Add a consumable' }).click();
  await drawer.getByLabel('Key of consumable 1').fill('mainBrush');
  await drawer.getByLabel('Lifespan of consumable 1').fill('250');
  await drawer.getByRole('button', { name: 'Save' }).click();
  // A leading space is refused on the field, in words, and nothing is sent.
  await expect(drawer.getByText(/spaces/i)).toBeVisible();
  await drawer.getByLabel('English name').fill(name);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Robot type "${name}" created`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(model);
  await expect(row).toContainText('Main brush 250 h');

  // Registration reads the catalogue: the number's model picks the new type.
  const number = `YJ-${model}-00001`;
  await page.goto('/contentPage/robotRegister');
  await page.getByRole('button', { name: 'Register robot' }).click();
  const form = page.getByRole('dialog', { name: 'Register robot' });
  await form.getByLabel('Device number').fill(number);
  await form.getByLabel('Alias').fill('E2E typed');
  await expect(form.getByText(name, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Register' }).click();
  const secrets = page.getByRole('dialog', { name: /Device secrets/ });
  await expect(secrets.getByText(number)).toBeVisible();
  await secrets.getByRole('button', { name: 'I have saved them, close' }).click();
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText(name);

  // In use: one robot, the delete says why it cannot be, and the model number is locked in the editor.
  await page.goto('/contentPage/robottypeConfig');
  const used = page.getByRole('row').filter({ hasText: name });
  await expect(used.getByRole('button', { name: `Delete ${name}: 1 robot is of this type, so it cannot be deleted` })).toBeDisabled();
  await used.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Edit robot type' });
  await expect(edit.getByLabel('Model number')).toBeDisabled();
  await expect(edit.getByText('1 robot is registered with this type')).toBeVisible();
});
