import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './api';
import { ADMIN, chooseOption, signIn } from './fixtures';
import { registerSimRobot } from './sim';

/** A catalogue model of the admin's organisation, fitting the M130 the simulated robots are. */
const seedModel = async (request: APIRequestContext, token: string, kind: 'battery' | 'lidar', prefix: string) => {
  const model = `${prefix}-${Date.now() % 1_000_000}`;
  const { id } = await apiCall<{ id: number }>(request, token, 'POST', 'robotinfo/component/model/save', { model, kind, robotTypes: [1] });
  return { model, id };
};

const chooseCsv = (page: Page, name: string, rows: string[]) =>
  page.getByTestId('component-import-file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(['model,serialType,serialNo,expiresAt,note', ...rows].join('\r\n')),
  });

test('[COMPONENTS][IMPORT] 20 components with two bad rows are checked, nothing is saved; the fixed file imports all 20', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const { model } = await seedModel(request, token, 'battery', 'E2E-BAT');
  const batch = `IMP${Date.now() % 100_000}`;
  const rows = Array.from({ length: 20 }, (_, i) => `${model},factory,${batch}-${String(i + 1).padStart(2, '0')},2028-06-30,Delivery 7`);
  const bad = [...rows];
  bad[4] = `NO-SUCH-${model},factory,${batch}-05,2028-06-30,`;
  bad[11] = `${model},factory,${batch}-12,2028-02-30,`;

  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/componentResource');
  await page.getByRole('button', { name: 'Import' }).click();
  await chooseCsv(page, 'delivery-7.csv', bad);
  const dialog = page.getByRole('dialog', { name: 'Import components' });
  await expect(dialog.getByText('20 rows, 2 with problems.')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'No component model with this number in your catalogue' })).toContainText('6');
  await expect(dialog.getByRole('row').filter({ hasText: 'Enter a date as YYYY-MM-DD' })).toContainText('13');
  await expect(dialog.getByRole('button', { name: /^Import \d+ components?$/ })).toBeDisabled();

  // Nothing was saved by the check.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const search = page.getByRole('search');
  await search.getByLabel('Search').fill(batch);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No component matches these filters')).toBeVisible();

  await page.getByRole('button', { name: 'Import' }).click();
  await chooseCsv(page, 'delivery-7-fixed.csv', rows);
  await expect(dialog.getByText('Every row passed the check and can be imported.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 20 components' }).click();
  await expect(page.getByText('20 components imported')).toBeVisible();
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${batch}-12` })).toContainText('Idle');
  await expect(page.getByText('20 in total')).toBeVisible();
});

test('[COMPONENTS][INSTALL] a battery is installed in a simulated robot, and its history says where it went', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const pack = await seedModel(request, token, 'battery', 'E2E-PACK');
  const robot = await registerSimRobot(request, token, 'Install target', 11);
  const serialNo = `PACK-${Date.now() % 1_000_000}`;
  await apiCall(request, token, 'POST', 'robotinfo/component/resource/save', { componentModelId: pack.id, serialNo });

  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/componentResource');
  const row = page.getByRole('row').filter({ hasText: serialNo });
  await row.getByRole('button', { name: `Install ${serialNo}` }).click();
  const form = page.getByRole('form', { name: 'Install in a robot' });
  await chooseOption(page, form.getByLabel('Robot'), robot.number);
  await page.getByRole('dialog').getByRole('button', { name: 'Install in a robot' }).click();
  await expect(page.getByText(`Component ${serialNo} installed`)).toBeVisible();
  await expect(row).toContainText('In use');
  await expect(row).toContainText(robot.number);
  // The state machine offers what an installed part allows, and nothing else.
  await expect(row.getByRole('button', { name: `Install ${serialNo}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Remove ${serialNo}` })).toBeVisible();
  await row.getByRole('button', { name: `More ${serialNo}` }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `History of component ${serialNo}` });
  await expect(history.getByText('Installed')).toBeVisible();
  await expect(history.getByText(`Robot: ${robot.number}`)).toBeVisible();
  await expect(history.getByText('Added')).toBeVisible();
});
