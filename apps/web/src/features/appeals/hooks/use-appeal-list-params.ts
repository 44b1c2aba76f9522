import {
  APPEAL_DECISIONS,
  APPEAL_STATUSES,
  APPEAL_URGENCY,
  DATE_FILTER_PERIODS,
  DEFAULT_APPEAL_SORT,
  dateFilterRange,
  type TAppealDecision,
  type TAppealStatus,
  type TDateFilterPeriod,
} from '@statera/shared';
import type { DatePeriodValue } from '../../../components/date-period-filter.tsx';
import { clearLinkFilters, linkFilterSpecs, pickLinkFilters } from '../../../lib/list-params/link-filters.ts';
import { useListParams } from '../../../lib/list-params/use-list-params.ts';
import type { AppealListParams } from '../api/get-appeals.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: unknown) => (typeof value === 'string' && ISO_DAY.test(value) ? value : '');

/** Filters and sort remembered in this browser, like the engagement list's (spec §9). */
export const APPEAL_LIST_CONFIG = {
  storageKey: 'statera.appeals.list',
  persist: ['filters', 'sort'] as const,
  defaultSort: DEFAULT_APPEAL_SORT,
  filters: {
    statuses: { many: true, values: APPEAL_STATUSES },
    decision: { values: APPEAL_DECISIONS },
    onlyNewComments: { values: ['true'] },
    periodEnded: { values: DATE_FILTER_PERIODS },
    dateEndedFrom: {},
    dateEndedTo: {},
    // The appeal chart's buckets: appeals by days left of their 45.
    ...linkFilterSpecs({ urgency: { many: true, values: APPEAL_URGENCY } }),
  },
};

export type EndedPeriod = DatePeriodValue<TDateFilterPeriod>;

/**
 * The appeal list's state: page, sort, search and filters in the URL, the filters and sort also
 * in localStorage. The ended period is kept as the preset (so "this month" moves with the
 * calendar) and sent as dateEndedFrom/dateEndedTo, the dates the list call takes.
 */
export function useAppealListParams(today?: Date | string) {
  const list = useListParams(APPEAL_LIST_CONFIG);
  const f = list.params.filters;
  const statuses = (f.statuses as TAppealStatus[] | undefined) ?? [];
  const ended: EndedPeriod = {
    period: (f.periodEnded as TDateFilterPeriod | undefined) ?? '',
    dateFrom: day(f.dateEndedFrom),
    dateTo: day(f.dateEndedTo),
  };
  const range =
    ended.period && ended.period !== 'all'
      ? dateFilterRange(ended.period, today, { dateFrom: ended.dateFrom, dateTo: ended.dateTo })
      : {};
  const params: AppealListParams = {
    page: list.params.page,
    sort: list.params.sort,
    globalFilter: list.params.globalFilter,
    statuses: statuses.length > 0 ? statuses : undefined,
    decision: f.decision as TAppealDecision | undefined,
    onlyNewComments: f.onlyNewComments === 'true',
    dateEndedFrom: range.dateFrom,
    dateEndedTo: range.dateTo,
    linked: pickLinkFilters(f, APPEAL_LIST_CONFIG.filters),
  };
  const linked = Object.keys(params.linked ?? {}).length > 0;
  const clearLinked = () => list.setFilters(clearLinkFilters(APPEAL_LIST_CONFIG.filters));

  /** Sets the ended period in one write (three keys change together). */
  const setEnded = (next: EndedPeriod) => {
    const custom = next.period === 'customPeriod';
    list.setFilters({
      periodEnded: next.period && next.period !== 'all' ? next.period : null,
      dateEndedFrom: custom ? next.dateFrom : null,
      dateEndedTo: custom ? next.dateTo : null,
    });
  };

  return { ...list, params, statuses, ended, setEnded, linked, clearLinked };
}
