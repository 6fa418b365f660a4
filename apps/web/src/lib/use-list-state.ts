import { PAGE_SIZE_DEFAULT } from '@fleet/contracts';
import { useCallback, useState } from 'react';

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * The state of a server-paged list (conventions rule 7), kept in one place so every list behaves
 * alike: a new search starts again at page 1 (the old page may not exist in the new result), while
 * turning a page keeps the filters. `onSearch` fits the search forms, `onPage` fits PagedTable;
 * the list query takes `{ ...search, ...paging }`.
 */
export const useListState = <TSearch extends object>() => {
  // Search types are all-optional filters, so "nothing chosen yet" is the empty object.
  const [search, setSearch] = useState<TSearch>({} as TSearch);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
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
  return { search, paging, onSearch, onPage, firstPage };
};
