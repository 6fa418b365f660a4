import { upTopic } from '@fleet/contracts';
import { expect, test } from '@playwright/test';
import mqtt from 'mqtt';
import { readFileSync } from 'node:fs';
import { E2E_MQTT_PORT } from '../playwright.config';
import { apiLogin } from './api';
import { ADMIN, signIn, useLanguage } from './fixtures';
import { registerSimRobot } from './sim';

/**
 * statisticList end to end: a robot reports a finished run over MQTT (the device protocol, as a real
 * robot), the ingest adds it to the day's rollup in the run's transaction, and the statistics screen
 * shows it in the robot's row, in the totals and in the CSV the server writes.
 */
test('[STATISTICS] a run a robot reports is in its row, the totals and the CSV of the statistics screen', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const robot = await registerSimRobot(request, token, 'E2E statistics', 31);
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${E2E_MQTT_PORT}`, {
    protocolVersion: 4,
    clientId: robot.number,
    username: robot.number,
    password: robot.secret,
  });
  try {
    const endedAt = Date.now() - 60_000;
    await client.publishAsync(
      upTopic(robot.number, 'run'),
      JSON.stringify({
        runId: `e2e-${Date.now()}`,
        source: 'manual',
        startedAt: endedAt - 30 * 60_000,
        endedAt,
        state: 'done',
        areaM2: 123.45,
        distanceKm: 1.5,
        waterL: 12.5,
        energyKwh: 0.75,
      }),
      { qos: 1 },
    );
  } finally {
    await client.endAsync();
  }

  await useLanguage(page, 'enUS');
  await signIn(page);
  await expect(page).toHaveURL(/\/contentPage$/);
  await page.goto('/contentPage/statisticList');
  await page.getByRole('textbox', { name: 'Keyword' }).fill(robot.number);
  const row = page.getByRole('row').filter({ hasText: robot.number });
  // The run is written by the ingest a moment after it arrives: search again until the row shows it.
  await expect(async () => {
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(row.getByRole('cell', { name: '123.45', exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByRole('cell', { name: '30.0', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0.750', exact: true })).toBeVisible();
  const totals = page.getByRole('row').filter({ hasText: 'Total' });
  await expect(totals.getByText('1 robot')).toBeVisible();
  await expect(totals.getByText('123.45')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^statistics-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe(
    'Device number,Name,Robot type,Organization,Runs,Cleaned area (m²),Run time (min),Distance (km),Water (L),Energy (kWh),Fault reports',
  );
  expect(lines[1]).toContain(`${robot.number},E2E statistics,Model 130,`);
  expect(lines[1]).toMatch(/,1,123\.45,30,1\.5,12\.5,0\.75,0$/);
  expect(lines[2]).toMatch(/^Total,,,,1,123\.45,30,/);
});
