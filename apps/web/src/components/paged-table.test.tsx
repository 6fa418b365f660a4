import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { PagedTable } from './paged-table';
import { columnsWidth } from './table-width';

type Row = { id: number; name: string; note: string };
const data = { list: [{ id: 1, name: 'Alpha', note: 'x' }], total: 1, page: 1, pageSize: 15 };
const columns = [
  { key: 'name', title: 'Name', width: 200, render: (_: unknown, r: Row) => r.name },
  { key: 'note', title: 'Note', width: 150, render: (_: unknown, r: Row) => r.note },
  { key: 'actions', title: 'Actions', fixed: 'right' as const, width: 120 },
];
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('PagedTable sorting', () => {
  it('makes only the contract fields sortable and reports a header click as the list sort', async () => {
    const onSort = vi.fn();
    const { user } = await renderWithApp(
      <PagedTable<Row>
        data={data}
        loading={false}
        columns={columns}
        onPage={() => undefined}
        emptyText="none"
        sortFields={['name']}
        sort={{}}
        onSort={onSort}
      />,
    );
    expect(header('Name').className).toContain('ant-table-column-has-sorters');
    expect(header('Note').className).not.toContain('ant-table-column-has-sorters');
    await user.click(header('Name'));
    expect(onSort).toHaveBeenLastCalledWith({ sortField: 'name', sortOrder: 'asc' });
  });

  it('shows the current sort on its column and asks for the next direction on a click', async () => {
    const onSort = vi.fn();
    const { user } = await renderWithApp(
      <PagedTable<Row>
        data={data}
        loading={false}
        columns={columns}
        onPage={() => undefined}
        emptyText="none"
        sortFields={['name']}
        sort={{ sortField: 'name', sortOrder: 'asc' }}
        onSort={onSort}
      />,
    );
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    await user.click(header('Name'));
    expect(onSort).toHaveBeenLastCalledWith({ sortField: 'name', sortOrder: 'desc' });
  });
});

describe('columnsWidth', () => {
  it('is the sum of the declared widths, so the fixed actions column never covers a data column', () => {
    expect(columnsWidth(columns)).toBe(470);
  });
});
