import type { TAuthority } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { buildAuthorityRows, expandableKeys } from './authority-rows';

const a = (code: string, name: string): TAuthority => {
  const [menu, op] = code.split(':');
  return {
    code,
    type: op ? 'operate' : 'menu',
    parentCode: op ? menu! : null,
    name,
    defaultName: name,
    names: {},
    description: `${name}.`,
    defaultDescription: `${name}.`,
    roleCount: 0,
  };
};
const list = [
  a('home', 'Home'),
  a('home:view', 'View'),
  a('user', 'Users'),
  a('user:view', 'View'),
  a('user:create', 'Create'),
  a('robotRegister', 'Robots'),
];

describe('authority tree rows', () => {
  it('groups menus like the sidebar, with their operations as children', () => {
    const rows = buildAuthorityRows(list);
    expect(rows.map((r) => r.key)).toEqual(['group.dashboard', 'group.system', 'group.robots']);
    const system = rows[1]!;
    expect(system.children?.map((r) => r.key)).toEqual(['user']);
    expect(system.children?.[0]?.children?.map((r) => r.key)).toEqual(['user:view', 'user:create']);
    expect(rows[2]!.children?.[0]?.children).toBeUndefined();
  });

  it('filters by name or code, keeping the menu of a matching operation and dropping empty groups', () => {
    const byName = buildAuthorityRows(list, 'create');
    expect(byName.map((r) => r.key)).toEqual(['group.system']);
    expect(byName[0]!.children?.[0]?.children?.map((r) => r.key)).toEqual(['user:create']);
    expect(expandableKeys(byName)).toEqual(['group.system', 'user']);
    const byCode = buildAuthorityRows(list, 'ROBOTREG');
    expect(byCode.map((r) => r.key)).toEqual(['group.robots']);
    expect(buildAuthorityRows(list, 'nothing')).toEqual([]);
  });
});
