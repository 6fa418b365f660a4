import { expect, test } from '@playwright/test';
import { ADMIN, confirmPopover, signIn, useLanguage } from './fixtures';

/** A real 1×1 PNG; the padding after its end makes the upload last long enough to watch on a slowed network. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('[FILES] an image is uploaded with a progress bar, previewed, renamed and deleted', async ({ page }) => {
  const run = Date.now() % 100_000_000;
  const name = `pump-${run}.png`;
  await useLanguage(page, 'enUS');
  await signIn(page, ADMIN.account, ADMIN.password);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/resourceFile');
  await expect(page.getByRole('heading', { name: 'Resource files' })).toBeVisible();

  // About 3 s at 1 MB/s: the bar has time to show between the first and the last byte.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await page.getByTestId('resource-file-input').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_1X1, Buffer.alloc(3 * 1024 * 1024)]),
  });
  const bar = page.getByRole('progressbar', { name: `Uploading ${name}` });
  await expect(bar).toBeVisible();
  await expect(page.getByText(`Uploaded ${name}`)).toBeVisible({ timeout: 30_000 });
  await expect(bar).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Image', { exact: true })).toBeVisible();
  await expect(row.getByText('3.0 MB')).toBeVisible();

  await row.getByRole('button', { name: /Preview/ }).click();
  const preview = page.getByRole('dialog', { name: `Preview of ${name}` });
  const img = preview.getByRole('img', { name });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  const renamed = `renamed-${run}.png`;
  await row.getByRole('button', { name: /Rename/ }).click();
  const dialog = page.getByRole('dialog', { name: `Rename ${name}` });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Renamed', { exact: true })).toBeVisible();
  const renamedRow = page.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  await renamedRow.getByRole('button', { name: /Delete/ }).click();
  await confirmPopover(page, new RegExp(`Delete the file ${renamed}`), 'Delete');
  await expect(page.getByText('File deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
});

test('[FILES] an HTML page named .png is refused, saying which types are taken', async ({ page }) => {
  await useLanguage(page, 'enUS');
  await signIn(page, ADMIN.account, ADMIN.password);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/resourceFile');
  await page
    .getByTestId('resource-file-input')
    .setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>'.repeat(4)) });
  await expect(page.getByRole('alert').filter({ hasText: 'Could not upload cat.png' })).toContainText(
    'PNG, JPEG, GIF, WebP; MP4, WebM, MOV',
  );
  await expect(page.getByRole('row').filter({ hasText: 'cat.png' })).toHaveCount(0);
});
