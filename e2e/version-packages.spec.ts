import { expect, test } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { apiCall, apiLogin } from './api';
import { ADMIN, chooseOption, closeSelect, confirmPopover, signIn } from './fixtures';

test('[VERSION][PACKAGE] a build is uploaded (a wrong md5 refused on its field), released to an organisation with who and when, then withdrawn', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const major = 100 + Math.floor(Math.random() * 800);
  const minor = String(1 + (Date.now() % 9000));
  const text = `${major}.${minor}`;
  await apiCall(request, token, 'POST', 'robotinfo/version/save', {
    softwareType: 'mainUnit',
    major,
    minor,
    description: 'Quieter brushes at night.',
    robotTypes: [1],
  });
  // Who releases: the admin's display name as it is now (another spec renames it), read before the browser
  // signs in (that sign-in ends this token's session).
  const { userName } = await apiCall<{ userName: string }>(request, token, 'GET', 'user-service/user/userinfo/getOwnDetail');
  const bytes = randomBytes(4096);
  const md5 = createHash('md5').update(bytes).digest('hex');

  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/submit');
  await page.getByRole('button', { name: 'Submit package' }).click();
  const form = page.getByRole('form', { name: 'Submit package' });
  await chooseOption(page, form.getByLabel('Version'), `${text} · Main unit`);
  await form.getByLabel('Package file').setInputFiles({ name: 'firmware.bin', mimeType: 'application/octet-stream', buffer: bytes });
  await form.getByLabel('MD5').fill('f'.repeat(32));
  await form.getByRole('button', { name: 'Submit package' }).click();
  // The refusal names the md5 the server computed, on the field, and the drawer stays for a correction.
  await expect(form.locator('.ant-form-item-explain-error').filter({ hasText: md5 })).toBeVisible();
  await form.getByLabel('MD5').fill(md5.toUpperCase());
  await form.getByRole('button', { name: 'Submit package' }).click();
  await expect(page.getByText('Package submitted')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: text });
  // The cell is cut to its width; the whole md5 is its title (and what its copy button copies).
  await expect(row.locator(`[title="${md5}"]`)).toBeVisible();
  await expect(row).toContainText('4.0 KB');
  await expect(row).toContainText('Awaiting release');

  await page.goto('/contentPage/issue');
  const waiting = page.getByRole('row').filter({ hasText: text });
  await waiting.getByRole('button', { name: `Release ${text}` }).click();
  const dialog = page.getByRole('form', { name: `Release the package of version ${text}` });
  const orgs = dialog.getByLabel('Release to');
  await orgs.click();
  const org = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title').first();
  const orgName = (await org.textContent()) ?? '';
  await org.click();
  await closeSelect(page, orgs);
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(page.getByText('Package released')).toBeVisible();

  await page.getByRole('tab', { name: 'Released', exact: true }).click();
  const released = page.getByRole('row').filter({ hasText: text });
  // One cell says who released it, when, and to which organisations (the admin signed in here).
  const releaseCell = released.getByRole('cell').filter({ hasText: orgName }).filter({ hasText: userName });
  await expect(releaseCell).toContainText(new Date().toISOString().slice(0, 4));
  await released.getByRole('button', { name: `Withdraw ${text}` }).click();
  await confirmPopover(page, /campaigns already running keep it/, 'Withdraw');
  await expect(page.getByText('Package withdrawn')).toBeVisible();
  await page.getByRole('tab', { name: 'Withdrawn', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: text })).toBeVisible();
});
