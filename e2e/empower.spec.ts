import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, confirmPopover, pickFirstOrg, signIn, useLanguage } from './fixtures';

const OPEN_ORGS = '/v2/api/sweeper/open/v1/organizations';
const pad = (n: number) => String(n).padStart(2, '0');
/** The range picker's own format (showTime): YYYY-MM-DD HH:mm:ss. */
const stamp = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** The partner's call: the open data API with the key in its header, nothing else. */
const openOrgs = async (request: APIRequestContext, key: string) => {
  const res = await request.get(OPEN_ORGS, { headers: { 'X-Api-Key': key } });
  return { status: res.status(), body: (await res.json()) as { code: number; data: { name: string }[] | null } };
};

test('[EMPOWER] a new key is shown once, opens the open API, and is refused once disabled', async ({ page, request }) => {
  const run = Date.now() % 100_000_000;
  const provider = `Partner ${run}`;
  await useLanguage(page, 'enUS');
  await signIn(page, ADMIN.account, ADMIN.password);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/empower');

  await page.getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('form', { name: 'New key' });
  const org = await pickFirstOrg(page, form.getByRole('combobox', { name: /Organization$/ }));
  await form.getByLabel('Company code').fill(`PC${run}`);
  await form.getByLabel('Provider').fill(provider);
  const start = form.getByPlaceholder('Start');
  const end = form.getByPlaceholder('End');
  // Enter confirms the start and moves to the end; on a busy machine the first keys can land before the
  // picker has opened, and the start is then dropped: type it again until the picker moved on.
  await expect(async () => {
    await start.click();
    await start.fill(stamp(new Date(Date.now() - 3600_000)));
    await start.press('Enter');
    await expect(end).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await end.fill(stamp(new Date(Date.now() + 30 * 86_400_000)));
  // The picker's own OK (Enter there would also submit the form).
  await page.locator('.ant-picker-dropdown:visible').getByRole('button', { name: 'OK' }).click();
  await expect(end).toHaveValue(/^\d{4}-\d{2}-\d{2} /);
  await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2} /);
  await form.getByRole('button', { name: 'Save' }).click();

  // The secret, once, with how to use it.
  const secret = page.getByRole('dialog', { name: 'API key created' });
  await expect(secret.getByText(`Give this full API key to the provider "${provider}".`)).toBeVisible();
  const key = (await secret.getByTestId('api-key-secret').innerText()).trim();
  expect(key).toMatch(/^[^.\s]+\.[^.\s]+$/);
  await expect(secret.getByText(/X-Api-Key/).first()).toBeVisible();

  // The partner reads the organisation the key was issued for.
  const allowed = await openOrgs(request, key);
  expect(allowed.status).toBe(200);
  expect(allowed.body.code).toBe(0);
  expect(allowed.body.data!.map((o) => o.name)).toContain(org);

  await secret.getByRole('button', { name: 'I have saved it, close' }).click();
  await expect(secret).toBeHidden();
  await expect(page.getByText(key)).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: provider });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  const keyId = key.split('.')[0]!;
  await expect(row.getByText(keyId)).toBeVisible();

  // Disabled: the state says so, and the same call is refused.
  await row.getByRole('button', { name: `Disable ${keyId}` }).click();
  await confirmPopover(page, /access stops at once/, 'Disable');
  await expect(page.getByText('Key disabled')).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  const refused = await openOrgs(request, key);
  expect(refused.status).toBe(401);
  expect(refused.body.code).not.toBe(0);
  expect(refused.body.data).toBeNull();
});
