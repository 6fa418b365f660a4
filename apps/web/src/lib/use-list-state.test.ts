import { PAGE_SIZE_DEFAULT, SETTINGS_DEFAULTS } from '@fleet/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook as render } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { settingsQuery } from './session-api';
import { useListState } from './use-list-state';

/** The hook reads the page size of the settings the guard loaded with the session. */
const withSettings = (pageSizeDefault?: number) => {
  const client = new QueryClient();
  const values = { ...SETTINGS_DEFAULTS, pageSizeDefault: pageSizeDefault ?? SETTINGS_DEFAULTS.pageSizeDefault };
  client.setQueryData(settingsQuery().queryKey, { values, defaults: SETTINGS_DEFAULTS });
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
};
const renderHook = <T>(hook: () => T, pageSizeDefault?: number) => render(hook, { wrapper: withSettings(pageSizeDefault) });

describe('list state', () => {
  it('starts on page 1 with the default page size and no filters', () => {
    const { result } = renderHook(() => useListState<{ name?: string }>());
    expect(result.current.search).toEqual({});
    expect(result.current.paging).toEqual({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  });

  it('starts with the page size of the system settings', () => {
    const { result } = renderHook(() => useListState<{ name?: string }>(), 40);
    expect(result.current.paging).toEqual({ page: 1, pageSize: 40 });
  });

  it('goes back to page 1 on a new search and keeps the chosen page size', () => {
    const { result } = renderHook(() => useListState<{ name?: string }>());
    act(() => result.current.onPage(3, 50));
    act(() => result.current.onSearch({ name: 'acme' }));
    expect(result.current.search).toEqual({ name: 'acme' });
    expect(result.current.paging).toEqual({ page: 1, pageSize: 50 });
  });

  it('keeps the search when the page or page size changes', () => {
    const { result } = renderHook(() => useListState<{ name?: string }>());
    act(() => result.current.onSearch({ name: 'acme' }));
    act(() => result.current.onPage(4, 30));
    expect(result.current.search).toEqual({ name: 'acme' });
    expect(result.current.paging).toEqual({ page: 4, pageSize: 30 });
  });

  it('goes back to page 1 on firstPage without touching the search', () => {
    const { result } = renderHook(() => useListState<{ name?: string }>());
    act(() => result.current.onSearch({ name: 'acme' }));
    act(() => result.current.onPage(2, 15));
    act(() => result.current.firstPage());
    expect(result.current.search).toEqual({ name: 'acme' });
    expect(result.current.paging).toEqual({ page: 1, pageSize: 15 });
  });
});

describe('list sort', () => {
  it('starts unsorted, and a new sort goes back to page 1 keeping the search and page size', () => {
    const { result } = renderHook(() => useListState<{ name?: string }, 'name' | 'createdAt'>());
    expect(result.current.sort).toEqual({});
    act(() => result.current.onSearch({ name: 'acme' }));
    act(() => result.current.onPage(3, 30));
    act(() => result.current.onSort({ sortField: 'createdAt', sortOrder: 'desc' }));
    expect(result.current.query).toEqual({ name: 'acme', page: 1, pageSize: 30, sortField: 'createdAt', sortOrder: 'desc' });
  });

  it('keeps the sort when the page turns or the search changes', () => {
    const { result } = renderHook(() => useListState<{ name?: string }, 'name'>());
    act(() => result.current.onSort({ sortField: 'name', sortOrder: 'asc' }));
    act(() => result.current.onPage(2, 15));
    act(() => result.current.onSearch({ name: 'b' }));
    expect(result.current.query).toEqual({ name: 'b', page: 1, pageSize: 15, sortField: 'name', sortOrder: 'asc' });
  });
});
