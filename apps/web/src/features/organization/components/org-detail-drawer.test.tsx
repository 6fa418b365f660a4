import { downloadLandmarkFileRoute, getLandmarkOrgRoute, type TOrg } from '@fleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { signIn } from '../../../lib/session';
import { answer, answerFile, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { OrgDetailDrawer } from './org-detail-drawer';

const dockA: TOrg = {
  id: 9,
  name: 'Dock A',
  level: 4,
  parentId: 3,
  parentName: 'North Site',
  code: 'DOCKA',
  businessCode: 'B1',
  contactName: null,
  phone: null,
  type: null,
  area: null,
  longitude: null,
  latitude: null,
  childCount: 0,
  userCount: 0,
  createdAt: '2025-01-01T00:00:00Z',
};
const landmark = { fileName: 'dock-a.lmk', size: 3 * 1024 * 1024, sha256: 'ab', uploadedAt: '2025-02-01T10:00:00Z' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('point details', () => {
  it('shows the landmark file and downloads it with the session token', async () => {
    const calls = stubApi([
      answer(getLandmarkOrgRoute, { ...dockA, landmark }, { id: 9 }),
      answerFile(downloadLandmarkFileRoute, { body: 'LMK', type: 'application/octet-stream', filename: 'dock-a.lmk' }, { id: 9 }),
    ]);
    const created = vi.fn(() => 'blob:x');
    // The browser's side of saving: no object URL store and no navigation in happy-dom.
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, { createObjectURL: saved.create, revokeObjectURL: saved.revoke }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signIn('tok-123');
    const { user } = await renderWithApp(<OrgDetailDrawer org={dockA} onClose={() => undefined} />);

    expect(await screen.findByText('dock-a.lmk')).toBeTruthy();
    expect(screen.getByText('3.0 MB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Download dock-a.lmk/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
    expect(callsTo(calls, downloadLandmarkFileRoute, { id: 9 }).map((c) => c.headers.Authorization)).toEqual(['tok-123']);
  });

  it('asks for no landmark file on other levels', async () => {
    const calls = stubApi([answer(getLandmarkOrgRoute, { ...dockA, landmark }, { id: 9 })]);
    await renderWithApp(<OrgDetailDrawer org={{ ...dockA, level: 3 }} onClose={() => undefined} />);
    expect(await screen.findByText('DOCKA')).toBeTruthy();
    expect(screen.queryByText('Landmark file')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
