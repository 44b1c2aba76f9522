import { DATE_FILTER_PERIODS, type TDateFilterPeriod } from '@statera/shared';
import { useSearchParams } from 'react-router';
import type { ArchivePeriod } from '../components/client-filters.tsx';

const KEYS = ['periodArchivization', 'dateArchivizationFrom', 'dateArchivizationTo'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The archive-date filter in the URL: periodArchivization, and for a custom period its two dates.
 * The three change together (one history entry) and go back to page 1.
 */
export function useArchivePeriodParam(): [ArchivePeriod, (next: ArchivePeriod) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('periodArchivization') ?? '';
  const period = (DATE_FILTER_PERIODS as readonly string[]).includes(raw) ? (raw as TDateFilterPeriod) : '';
  const date = (key: string) => {
    const v = search.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  const value: ArchivePeriod = {
    period,
    dateFrom: period === 'customPeriod' ? date('dateArchivizationFrom') : '',
    dateTo: period === 'customPeriod' ? date('dateArchivizationTo') : '',
  };
  const set = (next: ArchivePeriod) =>
    setSearch((prev) => {
      const url = new URLSearchParams(prev);
      for (const key of [...KEYS, 'page']) url.delete(key);
      if (next.period && next.period !== 'all') url.set('periodArchivization', next.period);
      if (next.period === 'customPeriod') {
        if (next.dateFrom) url.set('dateArchivizationFrom', next.dateFrom);
        if (next.dateTo) url.set('dateArchivizationTo', next.dateTo);
      }
      return url;
    });
  return [value, set];
}
