import {
  campaignTimelineRoute,
  cancelCampaignRoute,
  findCampaignsRoute,
  findCampaignTargetsRoute,
  getCampaignRoute,
  pauseCampaignRoute,
  resumeCampaignRoute,
  rollbackCampaignRoute,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { campaignDetailFixture, campaignFixture, targetFixture } from './campaign-fixture';
import { OtaPage } from './ota-page';

const CODES = ['ota', 'ota:view', 'ota:upgrade', 'ota:cancel', 'ota:export'];
const renderDetail = (id: number, codes = CODES) =>
  renderWithApp(
    <MemoryRouter initialEntries={[`/contentPage/ota?id=${id}`]}>
      <OtaPage />
    </MemoryRouter>,
    codes,
  );
const TARGETS = answer(
  findCampaignTargetsRoute,
  pageOf([
    targetFixture(7),
    targetFixture(8, { state: 'failed', step: null, percent: null, result: 108, attempts: 3 }),
    targetFixture(9, { state: 'waiting', reason: 'lowBattery', step: null, percent: null }),
  ]),
);
const drawerOf = async (id: number, name: string) =>
  (await screen.findByText(`Campaign #${id}: ${name}`)).closest('[role="dialog"]')! as HTMLElement;

describe('OTA campaign detail', () => {
  it('opens from ?id= with its settings, the counts of each wave and what each robot is doing', async () => {
    stubApi([
      answer(findCampaignsRoute, pageOf([campaignFixture(5)])),
      answer(getCampaignRoute, campaignDetailFixture(5), { id: 5 }),
      TARGETS,
    ]);
    await renderDetail(5);
    const drawer = await drawerOf(5, 'Main unit 2.5 rollout');
    expect(within(drawer).getByText('22:00 to 06:00 (Asia/Shanghai)')).toBeTruthy();
    expect(within(drawer).getByText('1 → 3 → 16 → 20 robots')).toBeTruthy();
    const wave2 = within(drawer).getByText('Wave 2').closest('tr')!;
    expect(within(wave2).getByText('Current')).toBeTruthy();
    expect(
      within(wave2)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Wave 2Current', '3', '1', '1', '1', '0', '0']);
    expect(await within(drawer).findByText('108 · Main unit: verification failed')).toBeTruthy();
    expect(within(drawer).getByText('Downloading · 40 %')).toBeTruthy();
    expect(within(drawer).getByText('Battery below the campaign threshold')).toBeTruthy();
  });

  it('pauses a running campaign and cancels it after confirming, each with its own route', async () => {
    const calls = stubApi([
      answer(findCampaignsRoute, pageOf([])),
      answer(getCampaignRoute, campaignDetailFixture(5), { id: 5 }),
      TARGETS,
      answer(pauseCampaignRoute, null),
      answer(cancelCampaignRoute, null),
    ]);
    const { user } = await renderDetail(5);
    const drawer = await drawerOf(5, 'Main unit 2.5 rollout');
    await user.click(within(drawer).getByRole('button', { name: 'Pause Main unit 2.5 rollout' }));
    expect(await screen.findByText(/robots already upgrading finish/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(callsTo(calls, pauseCampaignRoute, { id: 5 })).toHaveLength(1));
    await user.click(within(drawer).getByRole('button', { name: 'Cancel campaign Main unit 2.5 rollout' }));
    expect(await screen.findByText(/robots already upgrading will finish their upgrade/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    await waitFor(() => expect(callsTo(calls, cancelCampaignRoute, { id: 5 })).toHaveLength(1));
    expect(callsTo(calls, resumeCampaignRoute)).toHaveLength(0);
  });

  it('starts the next wave of a campaign waiting for confirmation, and offers no cancel without ota:cancel', async () => {
    const waiting = campaignDetailFixture(6, { state: 'awaitingConfirmation' });
    const calls = stubApi([
      answer(findCampaignsRoute, pageOf([])),
      answer(getCampaignRoute, waiting, { id: 6 }),
      TARGETS,
      answer(resumeCampaignRoute, null),
    ]);
    const { user } = await renderDetail(6, ['ota', 'ota:view', 'ota:upgrade']);
    const drawer = await drawerOf(6, 'Main unit 2.6 rollout');
    expect(within(drawer).queryByRole('button', { name: /Pause/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Cancel campaign/ })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Start next wave Main unit 2.6 rollout' }));
    await user.click(await screen.findByRole('button', { name: 'Start next wave' }));
    await waitFor(() => expect(callsTo(calls, resumeCampaignRoute, { id: 6 })).toHaveLength(1));
  });

  it('rolls back only the upgraded robots ticked, and every upgraded one when none is', async () => {
    const halted = campaignDetailFixture(7, { state: 'halted' });
    const calls = stubApi([
      answer(findCampaignsRoute, pageOf([])),
      answer(getCampaignRoute, halted, { id: 7 }),
      answer(getCampaignRoute, campaignDetailFixture(31, { rollbackOf: 7 }), { id: 31 }),
      answer(
        findCampaignTargetsRoute,
        pageOf([targetFixture(7, { state: 'succeeded', step: 12, percent: 100 }), targetFixture(8, { state: 'failed', result: 108 })]),
      ),
      answer(rollbackCampaignRoute, { id: 31 }),
    ]);
    const { user } = await renderDetail(7);
    const drawer = await drawerOf(7, 'Main unit 2.7 rollout');
    // Only an upgraded robot can be ticked.
    const failed = await within(drawer).findByRole('checkbox', { name: 'Choose YJ-130-00008 for the rollback' });
    expect((failed as HTMLInputElement).disabled).toBe(true);
    await user.click(within(drawer).getByRole('button', { name: 'Roll back Main unit 2.7 rollout' }));
    expect(await screen.findByText(/The 10 robots it upgraded are sent back/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Choose YJ-130-00007 for the rollback' }));
    await user.click(within(drawer).getByRole('button', { name: 'Roll back 1 chosen robot Main unit 2.7 rollout' }));
    expect(await screen.findByText(/The robot you ticked is sent back/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(lastBody(calls, rollbackCampaignRoute)).toEqual({ id: 7, robotIds: [7] }));
    expect(await screen.findByText('Rollback campaign started')).toBeTruthy();
  });

  it('filters the robots by state and opens a robot timeline with its steps, result and reasons', async () => {
    const calls = stubApi([
      answer(findCampaignsRoute, pageOf([])),
      answer(getCampaignRoute, campaignDetailFixture(5), { id: 5 }),
      TARGETS,
      answer(
        campaignTimelineRoute,
        [
          { at: '2030-01-02T03:05:00Z', state: 'waiting', step: null, percent: null, result: null, reason: 'outsideWindow' },
          { at: '2030-01-02T03:10:00Z', state: 'sent', step: null, percent: null, result: null, reason: null },
          { at: '2030-01-02T03:11:00Z', state: null, step: 5, percent: 60, result: null, reason: null },
          { at: '2030-01-02T03:12:00Z', state: 'failed', step: null, percent: null, result: 108, reason: null },
        ],
        { id: 5, robotId: 8 },
      ),
    ]);
    const { user } = await renderDetail(5);
    const drawer = await drawerOf(5, 'Main unit 2.5 rollout');
    await user.click(within(drawer).getByLabelText('State'));
    await user.click(await screen.findByTitle('Failed'));
    await waitFor(() => expect(lastBody(calls, findCampaignTargetsRoute)).toMatchObject({ campaignId: 5, state: 'failed' }));
    await user.click(await within(drawer).findByRole('button', { name: 'Open the timeline of YJ-130-00008' }));
    const dialog = (await screen.findByText('Timeline of YJ-130-00008')).closest('[role="dialog"]')! as HTMLElement;
    expect(await within(dialog).findByText('Outside the maintenance window')).toBeTruthy();
    expect(within(dialog).getByText('Downloading · 60 %')).toBeTruthy();
    expect(within(dialog).getByText('108 · Main unit: verification failed')).toBeTruthy();
    expect(within(dialog).getByText('Command sent')).toBeTruthy();
  });
});
