import { expect, test } from '@playwright/test';
import { apiCall, apiLogin } from './api';
import { ADMIN, confirmPopover, openTab, signIn } from './fixtures';

/** Puts back what this spec changes, so no other spec sees its settings or labels. */
const restore = async (request: Parameters<typeof apiLogin>[0]) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const { defaults } = await apiCall<{ defaults: unknown }>(request, token, 'GET', 'system/settings');
  await request.fetch('/v2/api/sweeper/system/settings/save', { method: 'PUT', headers: { authorization: token }, data: defaults });
  await request.fetch('/v2/api/sweeper/dic/label/reset', {
    method: 'PUT',
    headers: { authorization: token },
    data: { lang: 'en', enumName: 'OrgLevel', value: 0 },
  });
};

test.afterEach(async ({ request }) => restore(request));

test('[CONFIGURE] platform staff change the page size and a label; every screen applies them at once and the history names both', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/configure');

  // A bad value is refused on its field in words, and nothing is saved.
  const form = page.getByRole('form', { name: 'Settings' });
  await form.getByLabel('Critical battery level').fill('30');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('The critical level must be lower than the charge-soon level')).toBeVisible();
  await form.getByRole('button', { name: 'Undo changes' }).click();
  await form.getByLabel('Rows per page').fill('5');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved; every screen uses them from now on')).toBeVisible();
  await expect(form.getByText('Default: 15 rows')).toBeVisible();

  // The platform organisation's level is labelled "Platform"; give it another label in English.
  await openTab(page, 'Dictionary');
  await page.getByLabel('Search labels').fill('Platform');
  const row = page.getByRole('row').filter({ hasText: 'Organization level' }).filter({ hasText: 'Platform' });
  await row.getByRole('button', { name: 'Edit label Platform' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the label "Platform"' });
  await dialog.getByLabel('Label', { exact: true }).fill('Head office');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Label "Head office" saved; every screen shows it now')).toBeVisible();

  // The organisation list, without a reload: five rows a page, and the new label.
  await page.getByRole('link', { name: 'Organizations' }).click();
  await expect(page.getByText('5 / page')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Head office' }).first()).toBeVisible();

  // The history says who changed what, from what to what; the label is restored after confirmation.
  await page.goto('/contentPage/configure');
  await openTab(page, 'Change history');
  await expect(page.getByRole('row').filter({ hasText: 'Rows per page' })).toContainText('15 rows → 5 rows');
  await expect(page.getByRole('row').filter({ hasText: 'Organization level' })).toContainText('Built-in → Head office');
  await openTab(page, 'Dictionary');
  await page.getByLabel('Search labels').fill('Head office');
  await page.getByRole('button', { name: 'Restore built-in label Head office' }).click();
  await confirmPopover(page, /its built-in label/, 'Restore built-in label');
  await expect(page.getByText('The built-in label "Platform" is back')).toBeVisible();
});
