import { expect, test } from '@playwright/test';
import { chooseOption, closeSelect, confirmPopover, signIn } from './fixtures';

test('[VERSION][DEMAND] a requirement is recorded, found by its robot type, moved to planned and delivered, then deleted', async ({
  page,
}) => {
  const title = `Quiet mode ${Date.now()}`;
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/demand');
  await page.getByRole('button', { name: 'New requirement' }).click();
  const form = page.getByRole('form', { name: 'Edit requirement' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(2);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Run the brushes slower after 22:00.');
  const types = form.getByLabel('Robot types');
  await chooseOption(page, types, 'Model 90');
  await closeSelect(page, types);
  await chooseOption(page, form.getByLabel('Priority'), 'Urgent');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Requirement created')).toBeVisible();

  const search = page.getByRole('search');
  await chooseOption(page, search.getByLabel('Robot types'), 'Model 90');
  await search.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Urgent');
  await expect(row).toContainText('Open');

  for (const [state, shown] of [
    ['Planned', 'Planned'],
    ['Delivered', 'Delivered'],
  ] as const) {
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Edit requirement' });
    await chooseOption(page, edit.getByLabel('State'), state);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Requirement saved').last()).toBeVisible();
    await expect(row).toContainText(shown);
  }

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmPopover(page, /cannot be undone/, 'Delete');
  await expect(page.getByText('Requirement deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
