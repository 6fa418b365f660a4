import type { TListSort } from '@fleet/contracts';
import { useCallback, useState } from 'react';
import { useSettings } from './settings';

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * The state of a server-paged list (conventions rule 7), kept in one place so every list behaves
 * alike: a new search or a new sort starts again at page 1 (the old page may not exist in the new
 * result, or shows other rows), while turning a page keeps the filters and the sort. `onSearch`
 * fits the search forms, `onPage` and `onSort` fit PagedTable; the list query takes `query`.
 */
export const useListState = <TSearch extends object, F extends string = string>(initial?: TSearch) => {
  // Search types are all-optional filters, so "nothing chosen yet" is the empty object; a link may
  // open the list already filtered (`initial`, read once).
  const [search, setSearch] = useState<TSearch>(() => initial ?? ({} as TSearch));
  const { pageSizeDefault } = useSettings();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: pageSizeDefault });
  const [sort, setSort] = useState<TListSort<F>>({});
  // Keeps the page size the user chose; only the page goes back to the first.
  const firstPage = useCallback(() => setPaging((p) => ({ ...p, page: 1 })), []);
  const onSearch = useCallback(
    (next: TSearch) => {
      setSearch(next);
      firstPage();
    },
    [firstPage],
  );
  const onPage = useCallback((page: number, pageSize: number) => setPaging({ page, pageSize }), []);
  // PagedTable offers only the list's own fields, so the name it reports is one of F.
  const onSort = useCallback(
    (next: TListSort) => {
      setSort(next as TListSort<F>);
      firstPage();
    },
    [firstPage],
  );
  const query = { ...search, ...paging, ...sort };
  return { search, paging, sort, query, onSearch, onPage, onSort, firstPage };
};
