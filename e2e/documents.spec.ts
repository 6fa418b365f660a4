import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './api';
import { ADMIN, confirmPopover, signIn, useLanguage } from './fixtures';
import { readAll } from './xss-check';
import { XSS_PAYLOADS } from './xss-corpus';

const save = (request: APIRequestContext, token: string, body: string, title: string) =>
  apiCall<{ id: number }>(request, token, 'POST', 'user-service/document/save', { kind: 'maintenance', title, body });

/** A picture in the resource files, uploaded as the admin (the store decides PNG by its bytes). */
const uploadPicture = async (request: APIRequestContext, name: string) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(name)]);
  const res = await request.post('/v2/api/sweeper/user-service/file/upload', {
    headers: { authorization: token },
    multipart: { file: { name, mimeType: 'image/png', buffer: png } },
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
};

const signedIn = async (page: Page) => {
  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
};

/** The reader of a document (mdPreview) once its text is in. */
const read = async (page: Page, id: number, title: string) => {
  await page.goto(`/contentPage/mdPreview?id=${id}`);
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
};

const SLICE_COUNT = 3;
const SLICES = Array.from({ length: SLICE_COUNT }, (_, i) => XSS_PAYLOADS.filter((_, n) => n % SLICE_COUNT === i));

for (const [slice, payloads] of SLICES.entries()) {
  test(`[DOCUMENTS][XSS] payloads ${slice + 1}/${SLICE_COUNT} in a document body never execute in the reader`, async ({
    page,
    request,
  }) => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const token = await apiLogin(request, ADMIN.account, ADMIN.password);
    const prefix = `DocXSS ${Date.now() % 1_000_000} ${slice}`;
    const ids = new Map<string, number>();
    for (const [n, body] of payloads.entries()) ids.set(`${prefix}-${n}`, (await save(request, token, body, `${prefix}-${n}`)).id);
    await signedIn(page);
    const dialogs = await readAll(page, [...ids.keys()], (title) => read(page, ids.get(title)!, title));
    expect(dialogs).toEqual([]);
  });
}

test('[DOCUMENTS][VERSIONS] a document edited twice: two versions compared line by line, the first restored and read', async ({ page }) => {
  const title = `Brush manual ${Date.now() % 100_000}`;
  await signedIn(page);
  await page.goto('/contentPage/maintenanceDoc');
  await page.getByRole('button', { name: 'New document' }).click();
  const create = page.getByRole('form', { name: 'New maintenance document' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Body (Markdown)').fill('# Brush\n\nTurn the brush left.\nCheck the belt.');
  // The live preview renders before anything is saved.
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Brush' })).toBeVisible();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document created (version 1)')).toBeVisible();
  await expect(page.getByTestId('markdown')).toContainText('Turn the brush left.');

  for (const [version, line] of [
    [2, 'Turn the brush right.'],
    [3, 'Turn the brush right twice.'],
  ] as const) {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: `Edit: ${title}` });
    await form.getByLabel('Body (Markdown)').fill(`# Brush\n\n${line}\nCheck the belt.`);
    await form.getByLabel('Change note').fill(`Edit ${version}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Saved as version ${version}`)).toBeVisible();
    await expect(page.getByTestId('markdown')).toContainText(line);
  }

  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('cell', { name: 'Edit 3' })).toBeVisible();
  // The newest two by default: version 2 → version 3.
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByText('Version 2 → version 3')).toBeVisible();
  const diff = page.getByTestId('line-diff');
  await expect(diff.locator('[data-change="removed"]')).toHaveText(['−Turn the brush right.']);
  await expect(diff.locator('[data-change="added"]')).toHaveText(['+Turn the brush right twice.']);
  await expect(diff.locator('[data-change="same"]').filter({ hasText: 'Check the belt.' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Restore Version 1' }).click();
  await confirmPopover(page, /Bring back version 1/, 'Restore');
  await expect(page.getByText('Version 1 restored as version 4')).toBeVisible();
  await expect(page.getByText('Restored from version 1')).toBeVisible();
  await page.getByRole('button', { name: /Read$/ }).click();
  await expect(page.getByTestId('markdown')).toContainText('Turn the brush left.');
  await expect(page.getByText(/^Updated by .* · version 4$/)).toBeVisible();
});

test('[DOCUMENTS][STALE] a save based on an older version is refused and the editor keeps the text', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const title = `Stale ${Date.now() % 100_000}`;
  const { id } = await save(request, token, 'first text', title);
  await signedIn(page);
  await page.goto(`/contentPage/mdEdit?id=${id}`);
  const form = page.getByRole('form', { name: `Edit: ${title}` });
  await form.getByLabel('Body (Markdown)').fill('my careful edit');
  // Meanwhile the document is saved elsewhere: with this tab's session (one per user), through the API.
  const session = await page.evaluate(() => sessionStorage.getItem('token'));
  await apiCall(request, session, 'PUT', 'user-service/document/update', { id, baseVersion: 1, body: 'their edit' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Someone saved this document in the meantime \(now version 2\)/)).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'Someone else saved a newer version' })).toBeVisible();
  await expect(form.getByLabel('Body (Markdown)')).toHaveValue('my careful edit');

  // Leaving with the unsaved text asks first; staying keeps it.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Discard your unsaved changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(form.getByLabel('Body (Markdown)')).toHaveValue('my careful edit');
});

test('[DOCUMENTS][FILES] a .md upload becomes a document; its download is the text; a picture is inserted from the resource files', async ({
  page,
}) => {
  const name = `Upload ${Date.now() % 100_000}`;
  const picture = `${name} photo.png`;
  // Before signing in: the API's sign-in would end the browser's session (one session per user).
  await uploadPicture(page.request, picture);
  await signedIn(page);
  await page.goto('/contentPage/versionDoc');
  await page.getByTestId('document-upload-input').setInputFiles({
    name: `${name}.md`,
    mimeType: 'text/markdown',
    buffer: Buffer.from('# Release 2.1\n\n- Faster maps\n'),
  });
  await expect(page.getByText(`Document created from ${name}.md`)).toBeVisible();
  await expect(page.getByTestId('markdown').getByRole('heading', { name: 'Release 2.1' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .md' }).click();
  expect((await download).suggestedFilename()).toBe(`${name}.md`);

  // "Insert image" lists the images of the resource files; the live preview shows the chosen one.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Insert image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image from the resource files' });
  await picker.getByRole('searchbox').fill(picture);
  await picker.getByRole('searchbox').press('Enter');
  await picker.getByRole('button', { name: `Insert ${picture}` }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByLabel('Body (Markdown)')).toHaveValue(
    new RegExp(`!\\[${name} photo\\.png\\]\\(/v2/api/sweeper/user-service/file/content/\\d+\\)`),
  );
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: picture })).toBeAttached();

  // A PNG named .md is refused by its content.
  await page.goto('/contentPage/versionDoc');
  await page.getByTestId('document-upload-input').setInputFiles({
    name: 'fake.md',
    mimeType: 'text/markdown',
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(80, 1)]),
  });
  await expect(page.getByText(/Could not upload fake\.md/)).toBeVisible();
});
