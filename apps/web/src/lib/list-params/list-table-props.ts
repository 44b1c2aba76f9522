import type { UseQueryResult } from '@tanstack/react-query';

interface ListState {
  params: { page: number; sort?: string };
  setPage: (page: number) => void;
  setSort: (sort: string) => void;
  resetFilters: () => void;
  filtersActive: boolean;
}

type PageQuery<T> = Pick<
  UseQueryResult<{ data: T[]; total: number; totalCapped?: boolean }>,
  'data' | 'isPending' | 'isPlaceholderData' | 'isError' | 'error' | 'refetch'
>;

/**
 * The props a table takes from its page query: the rows and total, the loading, refetching
 * (previous page shown) and error states, and a retry.
 */
export function queryTableProps<T>(query: PageQuery<T>) {
  return {
    records: query.data?.data,
    total: query.data?.total,
    totalCapped: query.data?.totalCapped,
    loading: query.isPending,
    fetching: query.isPlaceholderData,
    error: query.isError ? query.error : undefined,
    onRetry: () => void query.refetch(),
  };
}

/**
 * The props every list page's table takes from its URL list state (useListParams) and its page
 * query: the query's props above, page and sort with their setters, and the filter reset. Spread
 * them on DataTable or a table built on it: `<UserTable {...listTableProps(list, query)} label=… />`.
 */
export function listTableProps<T>(list: ListState, query: PageQuery<T>) {
  return {
    ...queryTableProps(query),
    page: list.params.page,
    onPageChange: list.setPage,
    sort: list.params.sort,
    onSortChange: list.setSort,
    onResetFilters: list.resetFilters,
    filtersActive: list.filtersActive,
  };
}
