import type { TStatisticsPage, TStatisticsPageData } from '@statera/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListQuery } from '../../../lib/list-params/list-query.ts';
import type { XlsExportTarget } from '../../../lib/use-xls-export.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** The filters of a statistics page as the API takes them (ZStatisticsQuery). */
export interface StatisticsFilters {
  period: string;
  dateFrom?: string;
  dateTo?: string;
  companyId?: string;
  departmentId?: string;
}

const path = (page: TStatisticsPage) => `/api/statistics/${page}`;
const toQuery = (f: StatisticsFilters): ListQuery => ({ ...f });

/** GET /api/statistics/{page}: the page's sections, each a chart and its table. */
export const useStatistics = (page: TStatisticsPage, f: StatisticsFilters) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.dashboard.statistics(page, f),
      queryFn: ({ signal }) => api.get<TStatisticsPageData>(path(page), toQuery(f), signal),
      placeholderData: keepPreviousData,
    }),
  );

/** The same page as a workbook (format=xls): exactly the sections shown, one sheet each. */
export const statisticsExport = (page: TStatisticsPage, f: StatisticsFilters): XlsExportTarget => ({
  path: path(page),
  query: toQuery(f),
  fileName: `statistics-${page}.xlsx`,
});
