import { LIMITS } from '@statera/shared';
import { useState } from 'react';
import type { ListQuery } from '../../../lib/list-params/list-query.ts';

/**
 * Paging, sort and search for a list inside a tab, kept in the component (the page's URL already
 * holds the tab and, on list pages, the main list's parameters).
 */
export function useLocalList(defaultSort: string) {
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState(defaultSort);
  const [globalFilter, setFilter] = useState('');
  const query: ListQuery = { page, rows: LIMITS.pageSize, sort, globalFilter: globalFilter || undefined };
  return {
    page,
    sort,
    globalFilter,
    query,
    setPage,
    setSort: (next: string) => {
      setSortState(next);
      setPage(1);
    },
    setGlobalFilter: (next: string) => {
      setFilter(next);
      setPage(1);
    },
  };
}
