import { getOperateTreeRoute, getOrgTreeRoute, updateRoleRoute, type TAuthorityNode, type TRoleDetail } from '@fleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { RoleForm } from './role-form';

const node = (code: string, name: string, sign: 'menu' | 'operate', children: TAuthorityNode[] = []): TAuthorityNode => ({
  code,
  name,
  url: '',
  sign,
  children,
});
const TREE = [
  node('group.system', 'System', 'menu', [
    node('user', 'Users', 'menu', [node('user:view', 'View users', 'operate'), node('user:create', 'Create users', 'operate')]),
    node('role', 'Roles', 'menu', [node('role:view', 'View roles', 'operate')]),
  ]),
];
const ROLE: TRoleDetail = {
  id: 7,
  name: 'Operators',
  orgId: 1,
  orgName: 'Platform',
  level: 0,
  description: null,
  builtin: false,
  userCount: 0,
  createdAt: '2025-01-01T00:00:00Z',
  permissions: [],
};

afterEach(() => vi.unstubAllGlobals());

/** The checkbox of the tree node titled `title`. */
const checkbox = (title: string) => {
  const row = screen.getByText(title).closest('.ant-tree-treenode');
  const box = row?.querySelector<HTMLElement>('[role="checkbox"]');
  if (!box) throw new Error(`no checkbox for ${title}`);
  return box;
};

describe('role permission tree', () => {
  it('checks the menu when an operation is checked and submits both codes', async () => {
    const calls = stubApi([
      answer(getOperateTreeRoute, TREE),
      answer(getOrgTreeRoute, [{ id: 1, name: 'Platform', level: 0, code: 'P', businessCode: 'P', children: [] }]),
      answer(updateRoleRoute, null),
    ]);
    const done = vi.fn();
    const { user } = await renderWithApp(<RoleForm role={ROLE} onDone={done} />);
    await screen.findByText('Create users');

    expect(checkbox('Users').getAttribute('aria-checked')).toBe('false');
    await user.click(checkbox('Create users'));
    expect(checkbox('Create users').getAttribute('aria-checked')).toBe('true');
    expect(checkbox('Users').getAttribute('aria-checked')).toBe('true');
    // Siblings are not dragged along, and the group is only partly granted.
    expect(checkbox('View users').getAttribute('aria-checked')).toBe('false');
    expect(checkbox('System').getAttribute('aria-checked')).toBe('mixed');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const updates = callsTo(calls, updateRoleRoute);
    expect(updates).toHaveLength(1);
    const body = updates[0]!.body;
    expect(body.id).toBe(7);
    expect([...(body.permissions ?? [])].sort()).toEqual(['user', 'user:create']);
  });

  it('describes a permission when its name is hovered, so the granter knows what it allows', async () => {
    stubApi([answer(getOperateTreeRoute, TREE), answer(getOrgTreeRoute, [])]);
    const { user } = await renderWithApp(<RoleForm role={ROLE} onDone={() => undefined} />);
    await user.hover(await screen.findByText('Create users'));
    expect(await screen.findByText(/^Create user accounts with an organization and a role/)).toBeTruthy();
  });

  it('"select all" grants every code but no group, "clear" removes them', async () => {
    stubApi([answer(getOperateTreeRoute, TREE), answer(getOrgTreeRoute, [])]);
    const { user } = await renderWithApp(<RoleForm role={ROLE} onDone={() => undefined} />);
    await screen.findByText('Create users');
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('5 selected')).toBeTruthy();
    expect(checkbox('System').getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(checkbox('Roles').getAttribute('aria-checked')).toBe('false');
  });
});
