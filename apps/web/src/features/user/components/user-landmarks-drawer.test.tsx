import {
  bindLandmarksRoute,
  getOrgTreeRoute,
  listBoundLandmarksRoute,
  unbindLandmarksRoute,
  type TOrgTreeNode,
  type TUser,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { UserLandmarksDrawer } from './user-landmarks-drawer';

const alice: TUser = {
  id: 5,
  account: 'alice01',
  userName: 'Alice',
  userCode: 'U5',
  phone: '',
  email: '',
  orgId: 1,
  orgName: 'Platform',
  roleId: 2,
  roleName: 'Ops',
  enabled: true,
  isFirstLogin: false,
  creator: 'admin',
  createdAt: '2025-01-01T00:00:00Z',
};
const n = (id: number, name: string, level: number, children: TOrgTreeNode[] = []): TOrgTreeNode => ({
  id,
  name,
  level,
  code: `C${id}`,
  businessCode: 'B1',
  children,
});
const TREE = [
  n(1, 'Platform HQ', 0, [n(3, 'North Site', 3, [n(9, 'Dock A', 4), n(10, 'Dock B', 4), n(11, 'Dock C', 4)]), n(4, 'Empty Site', 3)]),
];
const api = [
  answer(getOrgTreeRoute, TREE),
  answer(listBoundLandmarksRoute, [{ orgId: 9, name: 'Dock A', code: 'C9', fileName: 'dock-a.lmk' }]),
  answer(bindLandmarksRoute, null),
  answer(unbindLandmarksRoute, null),
];

afterEach(() => vi.unstubAllGlobals());

/** The tree node of the open picker popup with this title. */
const pickerNode = async (title: string) => (await screen.findAllByTitle(title)).find((e) => e.closest('.ant-select-tree'))!;

describe('user landmarks', () => {
  it('lists the bound landmarks and binds only the chosen level-4 organisations', async () => {
    const calls = stubApi(api);
    const { user } = await renderWithApp(<UserLandmarksDrawer user={alice} onClose={() => undefined} />, ['user:bindLandmark']);
    expect(await screen.findByText('dock-a.lmk')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Bind more landmarks' }));
    // Branches without points are left out; a non-point node cannot be chosen; a bound point is shown disabled.
    expect(screen.queryByTitle('Empty Site')).toBeNull();
    await user.click(await pickerNode('North Site'));
    await user.click(await pickerNode('Dock A'));
    await user.click(await pickerNode('Dock B'));
    await user.click(await pickerNode('Dock C'));
    const bind = screen.getByRole('button', { name: 'Bind' });
    await waitFor(() => expect((bind as HTMLButtonElement).disabled).toBe(false));
    await user.click(bind);

    await waitFor(() => expect(callsTo(calls, bindLandmarksRoute)).toHaveLength(1));
    expect(callsTo(calls, bindLandmarksRoute)[0]!.body).toEqual({ userId: 5, orgIds: [10, 11] });
    expect(callsTo(calls, listBoundLandmarksRoute)[0]!.query).toEqual({ userId: '5' });
  });

  it('unbinds a landmark only after the confirmation', async () => {
    const calls = stubApi(api);
    const { user } = await renderWithApp(<UserLandmarksDrawer user={alice} onClose={() => undefined} />, ['user:bindLandmark']);
    await user.click(await screen.findByRole('button', { name: 'Unbind Dock A' }));
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText(/stops operating this landmark at once/)).toBeTruthy();
    expect(callsTo(calls, unbindLandmarksRoute)).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(callsTo(calls, unbindLandmarksRoute).map((c) => c.body)).toEqual([{ userId: 5, orgIds: [9] }]));
  });
});
