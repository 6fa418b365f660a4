import { permissionDescription, permissionName, type TAuthority } from '@fleet/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { buildAuthorityRows } from './authority-rows';
import { AuthorityTable } from './authority-table';

/** A row as the server answers it in English: the catalogue's description unless `edited`. */
const authority = (code: string, edited?: string): TAuthority => {
  const [menu, op] = code.split(':');
  const defaultDescription = permissionDescription('en', code);
  return {
    code,
    type: op ? 'operate' : 'menu',
    parentCode: op ? menu! : null,
    name: permissionName('en', code),
    defaultName: permissionName('en', code),
    names: {},
    description: edited ?? defaultDescription,
    defaultDescription,
    roleCount: 1,
  };
};

const rowOf = (code: string) => screen.getByText(code, { exact: true }).closest('tr')!;

describe('authority table', () => {
  it("shows each permission's description in full, the edited one where staff wrote one", async () => {
    const list = [authority('user'), authority('user:revert'), authority('user:export', 'Only for the auditors')];
    const rows = buildAuthorityRows(list);
    await renderWithApp(
      <AuthorityTable
        rows={rows}
        loading={false}
        expanded={['group.system', 'user']}
        onExpand={() => undefined}
        onEdit={() => undefined}
      />,
    );

    expect(within(rowOf('user')).getByText(/^Manage the user accounts of your organization/)).toBeTruthy();
    expect(within(rowOf('user:revert')).getByText(/one-time password shown once; the user is signed out/)).toBeTruthy();
    expect(within(rowOf('user:export')).getByText('Only for the auditors')).toBeTruthy();
    expect(screen.queryByText('—')).toBeNull();
  });
});
