import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { startFleet } from '../apps/simulator/src';
import { E2E_MQTT_PORT } from '../playwright.config';
import { apiCall, apiLogin } from './api';
import { ADMIN, chooseOption, confirmPopover, signIn } from './fixtures';
import { registerSimRobot } from './sim';

/** A version of the main unit with an uploaded package released to `orgId`; answers the version's text. */
const releasedBuild = async (request: APIRequestContext, token: string, orgId: number, major: number, minor: string) => {
  const version = await apiCall<{ id: number }>(request, token, 'POST', 'robotinfo/version/save', {
    softwareType: 'mainUnit',
    major,
    minor,
    description: 'A build for the campaign test.',
    robotTypes: [1],
  });
  const res = await request.post('/v2/api/sweeper/robotinfo/package/upload', {
    headers: { authorization: token },
    multipart: {
      versionId: String(version.id),
      packageType: 'official',
      file: { name: `main-${major}.${minor}.bin`, mimeType: 'application/octet-stream', buffer: randomBytes(64 * 1024) },
    },
  });
  const pkg = ((await res.json()) as { code: number; data: { id: number } }).data;
  await apiCall(request, token, 'POST', 'robotinfo/package/release', { id: pkg.id, orgIds: [orgId], packageType: 'official' });
  return `${major}.${minor}`;
};

test('[OTA][CAMPAIGN] three robots in three waves: one fails its install and halts the campaign, a resume finishes it, one upgraded robot is rolled back', async ({
  page,
  request,
}) => {
  // Three upgrades and a rollback on simulated robots (a fast clock, but real downloads, steps and reboots).
  test.setTimeout(300_000);
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const { orgId } = await apiCall<{ orgId: number }>(request, token, 'GET', 'user-service/user/userinfo/getOwnDetail');
  // What the simulated robots report today (the rollback's way back) and the new build.
  await releasedBuild(request, token, orgId, 2, '4.1');
  const target = await releasedBuild(request, token, orgId, 300 + Math.floor(Math.random() * 600), '1');
  const robots = [];
  for (let i = 0; i < 3; i++) robots.push(await registerSimRobot(request, token, `OTA ${i + 1}`, 7100 + i * 13));
  const fleet = startFleet({
    url: `mqtt://127.0.0.1:${E2E_MQTT_PORT}`,
    // The third robot's install always fails (and rolls itself back), whichever wave it lands in.
    robots: robots.map((r, i) => ({
      deviceNumber: r.number,
      secret: r.secret,
      model: '130',
      ...(i === 2 && { otaFailureRate: 1, otaFailures: ['install' as const] }),
    })),
    spreadMs: 0,
    autoWork: false,
    incidents: 'calm',
    warmUp: false,
    timeScale: 40,
  });
  try {
    await signIn(page);
    await expect(page).toHaveURL(/\/contentPage$/);
    // The robots chosen in the robot list.
    await page.goto('/contentPage/robotRegister');
    for (const r of robots) {
      const row = page.getByRole('row').filter({ hasText: r.number });
      await row.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Upgrade selected (3)' }).click();
    await expect(page).toHaveURL(/\/contentPage\/ota\?robotIds=/);
    const form = page.getByRole('form', { name: 'New campaign' });
    await expect(form.getByText('Robots chosen in the robot list: 3')).toBeVisible();
    await form.getByLabel('Campaign name').fill('Night build rollout');
    await chooseOption(page, form.getByLabel('Package'), `${target} · Main unit · Official`);
    await form.getByLabel('Waves (cumulative %)').fill('33, 66, 100');
    await form.getByLabel('Retries per robot').fill('0');
    await form.getByLabel('Minimum battery (%)').fill('30');
    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(form.getByText('3 robots will be upgraded, 0 left out.')).toBeVisible();
    await form.getByRole('button', { name: 'Start campaign' }).click();
    await confirmPopover(page, new RegExp(`Start upgrading 3 robots to version ${target.replace('.', '\\.')}`), 'Start campaign');
    await expect(page.getByText('Campaign started')).toBeVisible();

    // The detail opens; the failing robot's wave halts the campaign with its result code.
    const detail = page.getByRole('dialog').filter({ hasText: 'Night build rollout' });
    await expect(detail.getByText('Halted by failures').first()).toBeVisible({ timeout: 120_000 });
    const failed = detail.getByRole('row').filter({ hasText: robots[2]!.number });
    await expect(failed).toContainText('113', { timeout: 30_000 });
    await detail.getByRole('button', { name: 'Resume Night build rollout' }).click();
    await confirmPopover(page, /Robots of the current wave/, 'Resume');
    await expect(detail.getByText('Completed').first()).toBeVisible({ timeout: 120_000 });
    for (const r of robots.slice(0, 2)) await expect(detail.getByRole('row').filter({ hasText: r.number })).toContainText('Upgraded');
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText('113');

    // The first upgraded robot alone goes back to 2.4.1, in a campaign of its own.
    await detail.getByRole('checkbox', { name: `Choose ${robots[0]!.number} for the rollback` }).check();
    await detail.getByRole('button', { name: 'Roll back 1 chosen robot Night build rollout' }).click();
    await confirmPopover(page, /The robot you ticked is sent back/, 'Roll back');
    await expect(page.getByText('Rollback campaign started')).toBeVisible();
    const rollback = page.getByRole('dialog').filter({ hasText: 'Night build rollout ↩ 2.4.1' });
    await expect(rollback.getByText('Completed').first()).toBeVisible({ timeout: 120_000 });
    // Read through the API once the page is done (an API sign-in ends the browser's session).
    const again = await apiLogin(request, ADMIN.account, ADMIN.password);
    const installed = await apiCall<{ list: { text: string; robots: number }[] }>(request, again, 'POST', 'robotinfo/version/installed', {
      softwareType: 'mainUnit',
    });
    expect(installed.list.find((v) => v.text === target)?.robots).toBe(1);
    expect(installed.list.find((v) => v.text === '2.4.1')?.robots).toBeGreaterThanOrEqual(2);
  } finally {
    await fleet.stop();
  }
});
