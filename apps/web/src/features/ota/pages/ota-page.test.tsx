import {
  createCampaignRoute,
  findCampaignsRoute,
  findCampaignTargetsRoute,
  findPackagesRoute,
  getCampaignRoute,
  getOrgTreeRoute,
  previewCampaignRoute,
  type TCampaignPreviewRobot,
  type TPackage,
} from '@fleet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetSession, signIn } from '../../../lib/session';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { FakeSocket } from '../../../test/fake-socket';
import { renderWithApp } from '../../../test/render';
import { OtaPage } from './ota-page';
import { campaignDetailFixture, campaignFixture } from './campaign-fixture';

const OTA_CODES = ['ota', 'ota:view', 'ota:upgrade', 'ota:cancel', 'ota:export'];
const renderOta = (url = '/contentPage/ota', codes = OTA_CODES) =>
  renderWithApp(
    <MemoryRouter initialEntries={[url]}>
      <OtaPage />
    </MemoryRouter>,
    codes,
  );
const RELEASED: TPackage = {
  id: 4,
  versionId: 7,
  softwareType: 'mainUnit',
  versionText: '2.4',
  packageType: 'official',
  source: 'upload',
  fileId: 34,
  fileName: 'build-4.bin',
  url: null,
  md5: '0123456789abcdef0123456789abcdef',
  sha256: 'e'.repeat(64),
  size: 5 * 1024 * 1024,
  note: '',
  state: 'released',
  submittedBy: 'Builder',
  submittedAt: '2030-01-01T00:00:00Z',
  releasedBy: 'Approver',
  releasedAt: '2030-01-02T00:00:00Z',
  releasedTo: [{ id: 1, name: 'Platform HQ' }],
};
const TREE = answer(getOrgTreeRoute, [{ id: 1, name: 'Platform HQ', level: 0, code: 'P', businessCode: 'P', children: [] }]);
const previewRobot = (robotId: number, over: Partial<TCampaignPreviewRobot> = {}): TCampaignPreviewRobot => ({
  robotId,
  deviceNumber: `YJ-130-0000${robotId}`,
  name: `Robot ${robotId}`,
  orgName: 'Platform HQ',
  robotType: 1,
  currentVersion: '2.0',
  online: true,
  exclusion: null,
  ...over,
});

describe('OTA campaigns list', () => {
  it('shows each campaign with its state, progress, failures, wave and rollback link, and hides New from a viewer', async () => {
    const rollback = campaignFixture(2, { state: 'completed', rollbackOf: 1, counts: { ...campaignFixture(2).counts, failed: 0 } });
    stubApi([answer(findCampaignsRoute, pageOf([campaignFixture(1), rollback]))]);
    await renderOta('/contentPage/ota', ['ota', 'ota:view']);
    const row = (await screen.findByText('Main unit 2.1 rollout')).closest('tr')!;
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(row).getByText('10 of 40 upgraded')).toBeTruthy();
    expect(within(row).getByText('2 failed')).toBeTruthy();
    expect(within(row).getByText('2 / 4')).toBeTruthy();
    expect(within(row).getByText('Main unit 2.1')).toBeTruthy();
    const second = screen.getByText('Main unit 2.2 rollout').closest('tr')!;
    expect(within(second).getByText('Completed')).toBeTruthy();
    expect(within(second).getByText('Rollback of #1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New campaign/ })).toBeNull();
  });

  it("takes a campaign's news from the live hub: its row shows the new state and counts without a re-read", async () => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    signIn('tok-ota');
    onTestFinished(() => (vi.unstubAllGlobals(), resetSession()));
    const calls = stubApi([answer(findCampaignsRoute, pageOf([campaignFixture(1)]))]);
    await renderOta();
    const row = (await screen.findByText('Main unit 2.1 rollout')).closest('tr')!;
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', campaigns: true });
    const reads = callsTo(calls, findCampaignsRoute).length;
    const counts = { ...campaignFixture(1).counts, succeeded: 38, failed: 2, waiting: 0, upgrading: 0, pending: 0 };
    act(() => socket.push({ type: 'campaign', id: 1, state: 'completed', currentWave: 3, counts }));
    expect(await within(row).findByText('Completed')).toBeTruthy();
    expect(within(row).getByText('38 of 40 upgraded')).toBeTruthy();
    expect(within(row).getByText('4 / 4')).toBeTruthy();
    // News of a campaign not on the page changes nothing.
    act(() => socket.push({ type: 'campaign', id: 99, state: 'halted', currentWave: 0, counts }));
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(callsTo(calls, findCampaignsRoute)).toHaveLength(reads);
  });

  it('says what to do when there is no campaign yet', async () => {
    stubApi([answer(findCampaignsRoute, pageOf([]))]);
    await renderOta();
    expect(await screen.findByText(/No campaigns yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /New campaign/ })).toBeTruthy();
  });
});

describe('new OTA campaign', () => {
  it('previews the robots chosen in the robot list with why some are left out, and starts the campaign after confirming', async () => {
    const preview = {
      unit: 'mainUnit' as const,
      version: '2.4',
      packageType: 'official' as const,
      included: [previewRobot(3)],
      excluded: [previewRobot(4, { exclusion: 'alreadyOnVersion' as const, currentVersion: '2.4' })],
    };
    const calls = stubApi([
      answer(findCampaignsRoute, pageOf([])),
      answer(findPackagesRoute, pageOf([RELEASED])),
      TREE,
      answer(previewCampaignRoute, preview),
      answer(createCampaignRoute, { id: 12 }),
      answer(getCampaignRoute, campaignDetailFixture(12), { id: 12 }),
      answer(findCampaignTargetsRoute, pageOf([])),
    ]);
    const { user } = await renderOta('/contentPage/ota?robotIds=3,4');
    const form = await screen.findByRole('form', { name: 'New campaign' });
    expect(within(form).getByText('Robots chosen in the robot list: 2')).toBeTruthy();
    expect(within(form).queryByLabelText('Organization')).toBeNull();
    await user.type(within(form).getByLabelText('Campaign name'), 'Main unit 2.4 for two robots');
    await user.click(within(form).getByLabelText('Package'));
    await user.click(await screen.findByTitle('2.4 · Main unit · Official'));
    const waves = within(form).getByLabelText('Waves (cumulative %)');
    await user.clear(waves);
    await user.type(waves, '50 100');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByText('1 robot will be upgraded, 1 left out.')).toBeTruthy();
    expect(within(form).getByText('Already on this version')).toBeTruthy();
    expect(lastBody(calls, previewCampaignRoute)).toEqual({ packageId: 4, target: { robotIds: [3, 4] } });
    await user.click(within(form).getByRole('button', { name: 'Start campaign' }));
    expect(await screen.findByText('Start upgrading 1 robot to version 2.4?')).toBeTruthy();
    const ok = screen.getAllByRole('button', { name: 'Start campaign' }).at(-1)!;
    await user.click(ok);
    await waitFor(() => expect(callsTo(calls, createCampaignRoute)).toHaveLength(1));
    expect(lastBody(calls, createCampaignRoute)).toMatchObject({
      name: 'Main unit 2.4 for two robots',
      packageId: 4,
      target: { robotIds: [3, 4] },
      wavePercents: [50, 100],
      advance: 'auto',
      successPercent: 90,
      haltPercent: 10,
      haltCount: 5,
      minBattery: 40,
      retries: 2,
      retryBackoffSeconds: 300,
      robotTimeoutMinutes: 60,
      window: null,
    });
    expect(await screen.findByText('Campaign #12: Main unit 2.12 rollout')).toBeTruthy();
  });

  it('refuses waves that do not rise to 100 before anything is sent', async () => {
    const calls = stubApi([answer(findCampaignsRoute, pageOf([])), answer(findPackagesRoute, pageOf([])), TREE]);
    const { user } = await renderOta();
    await user.click(await screen.findByRole('button', { name: /New campaign/ }));
    const form = await screen.findByRole('form', { name: 'New campaign' });
    expect(within(form).getByLabelText('Organization')).toBeTruthy();
    const waves = within(form).getByLabelText('Waves (cumulative %)');
    await user.clear(waves);
    await user.type(waves, '10, 5, 100');
    expect(await within(form).findByText('Make each wave larger than the one before, and the last one 100%')).toBeTruthy();
    expect(callsTo(calls, createCampaignRoute)).toHaveLength(0);
  });
});
