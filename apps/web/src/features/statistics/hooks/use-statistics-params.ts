import { STATISTICS_DATE_FILTER_PERIODS, type TStatisticsDateFilterPeriod } from '@statera/shared';
import { useSearchParams } from 'react-router';
import type { DatePeriodValue } from '../../../components/date-period-filter.tsx';
import type { StatisticsFilters } from '../api/get-statistics.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null) => (v && ISO_DAY.test(v) ? v : '');
const isPeriod = (v: string | null): v is TStatisticsDateFilterPeriod =>
  (STATISTICS_DATE_FILTER_PERIODS as readonly (string | null)[]).includes(v);

/**
 * A statistics page's filters in its URL (so a page can be bookmarked and shared): the §9 period
 * (lastYear unless chosen; `all` for all time), its dates when custom, a company and a department.
 * The same filters follow the user from page to page.
 */
export function useStatisticsParams() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('period');
  const period: TStatisticsDateFilterPeriod = isPeriod(raw) ? raw : 'lastYear';
  const value: DatePeriodValue = { period, dateFrom: day(search.get('dateFrom')), dateTo: day(search.get('dateTo')) };
  const companyId = search.get('companyId') ?? '';
  const departmentId = search.get('departmentId') ?? '';
  const custom = period === 'customPeriod';
  const filters: StatisticsFilters = {
    period,
    dateFrom: custom && value.dateFrom ? value.dateFrom : undefined,
    dateTo: custom && value.dateTo ? value.dateTo : undefined,
    companyId: companyId || undefined,
    departmentId: departmentId || undefined,
  };

  const write = (next: Record<string, string | undefined>) => {
    const url = new URLSearchParams(search);
    for (const [k, v] of Object.entries(next)) {
      if (v) url.set(k, v);
      else url.delete(k);
    }
    setSearch(url, { replace: true });
  };

  return {
    filters,
    period: value,
    companyId,
    departmentId,
    /** The filters as a query string, kept when moving to another page. */
    search: search.toString(),
    setPeriod: (p: DatePeriodValue) =>
      write({
        // No period chosen (cleared) is all time; lastYear is the default and stays out of the URL.
        period: p.period === '' ? 'all' : p.period === 'lastYear' ? undefined : p.period,
        dateFrom: p.period === 'customPeriod' ? p.dateFrom : undefined,
        dateTo: p.period === 'customPeriod' ? p.dateTo : undefined,
      }),
    setCompany: (id: string) => write({ companyId: id, departmentId: undefined }),
    setDepartment: (id: string) => write({ departmentId: id }),
  };
}
export type StatisticsParams = ReturnType<typeof useStatisticsParams>;
