import { expect, test } from '@playwright/test';
import { ADMIN, chooseOption, confirmPopover, signIn, useLanguage } from './fixtures';

test('[WORKORDER] a work order submitted from My tickets is dispatched and closed from Work orders, each step on its timeline', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const device = `OTHER-${Date.now() % 1_000_000}`;
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);

  // Submitted by the user, from My tickets.
  await page.goto('/contentPage/workOrderRecord');
  await page.getByRole('button', { name: 'Submit' }).click();
  const form = page.getByRole('dialog', { name: 'Submit a work order or a question' });
  await form.getByLabel('Contact').fill('Li Lei');
  await form.getByLabel('Phone').fill('13800138000');
  await form.getByLabel('Device number').fill(device);
  await chooseOption(page, form.getByLabel('Level'), 'Very urgent');
  await form.getByLabel('Address').fill('1 Harbour Road');
  await form.getByLabel('Problem description').fill('Grinding noise from the main brush');
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(form).toBeHidden();
  const mine = page.getByRole('row').filter({ hasText: device });
  await expect(mine.getByText('Submitted', { exact: true })).toBeVisible();

  // Dispatched by staff from the work-order list, selected in the table.
  await page.goto('/contentPage/workOrderList');
  await page.getByLabel('Keyword').fill(device);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: device });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Dispatch selected' }).click();
  const dispatch = page.getByRole('dialog', { name: 'Dispatch 1 work order(s)' });
  await chooseOption(page, dispatch.getByLabel('Handler'), `(${ADMIN.account})`);
  await dispatch.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Dispatched 1 work order(s)')).toBeVisible();

  // The drawer shows the timeline and only the steps allowed now; closing needs a confirmation.
  await row.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Steps taken' });
  await expect(drawer.getByText(`Handler: `, { exact: false })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Finish' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close ticket' }).click();
  await confirmPopover(page, /not handled any further/, 'OK');
  await expect(page.getByText('Done: Close ticket')).toBeVisible();
  await expect(drawer.getByText('Nothing for you to do at the moment.')).toBeVisible();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
});

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('[WORKORDER] the handler processes with an uploaded picture, acceptance fails once then passes, and the order is finished', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const device = `PROC-${Date.now() % 1_000_000}`;
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);

  await page.goto('/contentPage/workOrderRecord');
  await page.getByRole('button', { name: 'Submit' }).click();
  const form = page.getByRole('dialog', { name: 'Submit a work order or a question' });
  await form.getByLabel('Contact').fill('Li Lei');
  await form.getByLabel('Phone').fill('13800138000');
  await form.getByLabel('Device number').fill(device);
  await chooseOption(page, form.getByLabel('Level'), 'Urgent');
  await form.getByLabel('Address').fill('1 Harbour Road');
  await form.getByLabel('Problem description').fill('Leaves a wet trail');
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(form).toBeHidden();

  await page.goto('/contentPage/workOrderList');
  await page.getByLabel('Keyword').fill(device);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: device });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Dispatch selected' }).click();
  const dispatch = page.getByRole('dialog', { name: 'Dispatch 1 work order(s)' });
  await chooseOption(page, dispatch.getByLabel('Handler'), `(${ADMIN.account})`);
  await dispatch.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Dispatched 1 work order(s)')).toBeVisible();
  await row.getByRole('button', { name: 'Details' }).click();
  // The open ticket is in the address, as a notification's link opens it.
  await expect(page).toHaveURL(/workOrderList\?id=\d+$/);
  const drawer = page.getByRole('dialog').filter({ hasText: 'Steps taken' });

  /** The process step: analysis, solution and one picture uploaded with its bar before the form is sent. */
  const processWith = async (picture: string) => {
    await drawer.getByRole('button', { name: 'Process' }).click();
    const step = page.getByRole('dialog', { name: 'Process' });
    await step.getByLabel('Analysis').fill('The squeegee is worn');
    await step.getByLabel('Solution').fill('Replaced the squeegee blade');
    await step.getByRole('button', { name: 'OK' }).click();
    await expect(step.getByText('This field is required')).toBeVisible();
    await step.getByTestId('ticket-picture-input').setInputFiles({ name: picture, mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(step.getByText(picture)).toBeVisible();
    await step.getByRole('button', { name: 'OK' }).click();
    await expect(step).toBeHidden();
    await expect(drawer.getByText('Awaiting acceptance')).toBeVisible();
  };
  const check = async (result: 'Passed' | 'Failed', comment: string) => {
    await drawer.getByRole('button', { name: 'Check the work order' }).click();
    const step = page.getByRole('dialog', { name: 'Check the work order' });
    await step.getByLabel(result).check();
    await step.getByLabel('Comment').fill(comment);
    await step.getByRole('button', { name: 'OK' }).click();
    await expect(step).toBeHidden();
  };

  await processWith(`blade-${device}.png`);
  await check('Failed', 'Still leaves a trail');
  await expect(drawer.getByText('To be reassigned')).toBeVisible();
  await processWith(`blade2-${device}.png`);
  await check('Passed', 'Dry now');
  await drawer.getByRole('button', { name: 'Finish' }).click();
  await confirmPopover(page, /all the work on this order done/, 'OK');
  await expect(page.getByText('Done: Finish')).toBeVisible();
  // A finished order may still be closed, nothing else.
  await expect(drawer.getByRole('button', { name: 'Finish' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Process' })).toHaveCount(0);

  // The timeline holds every step, the failed check and both pictures.
  await expect(drawer.getByText('Pictures attached: 1')).toHaveCount(2);
  await expect(drawer.getByText('Still leaves a trail')).toBeVisible();
  await expect(drawer.getByText('· Failed')).toBeVisible();
  await expect(drawer.getByText('· Passed')).toBeVisible();
  await expect(drawer.getByText('Finish', { exact: true })).toBeVisible();
  await expect(row.getByText('Finished', { exact: true })).toBeVisible();
});
