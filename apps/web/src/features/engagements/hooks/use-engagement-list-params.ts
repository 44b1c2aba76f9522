import {
  DATE_FILTER_PERIODS,
  ENGAGED_ENTITY_TYPES,
  ENGAGEMENT_DATE_FILTERS,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPES,
  LATEST_OUTCOME_KEYS,
  LATEST_RISK_KEYS,
  type TEngagementStatus,
} from '@statera/shared';
import { clearLinkFilters, linkFilterSpecs, pickLinkFilters } from '../../../lib/list-params/link-filters.ts';
import { LIST_PRESETS, useListParams } from '../../../lib/list-params/use-list-params.ts';
import type { EngagementListParams } from '../api/get-my-engagements.ts';

export const DEFAULT_SORT = 'dateCreated|desc';

/** The filters beside statuses (spec §7): types, entity type, department and the four date periods. */
const EXTRA_FILTERS = {
  types: { many: true, values: ENGAGEMENT_TYPES },
  engagedEntityType: { many: true, values: ENGAGED_ENTITY_TYPES },
  /** The company whose departments the department filter offers (narrows the list to it too). */
  companyId: {},
  departmentId: {},
  /** The engagements of one CSV import (its result screen and digest emails link here). */
  importId: { transient: true },
  // The filters of the dashboards' numbers and heatmap cells (active, a group's companies, a risk band…).
  ...linkFilterSpecs({
    status: { values: ENGAGEMENT_STATUSES },
    companyIds: { many: true },
    riskLevels: { many: true, values: LATEST_RISK_KEYS },
    latestOutcome: { values: LATEST_OUTCOME_KEYS },
    withoutDepartment: { values: ['true'] },
  }),
  ...Object.fromEntries(
    ENGAGEMENT_DATE_FILTERS.flatMap((f) => [
      [f.period, { values: DATE_FILTER_PERIODS }],
      [f.from, {}],
      [f.to, {}],
    ]),
  ),
};

const CONFIG = {
  ...LIST_PRESETS.engagements,
  defaultSort: DEFAULT_SORT,
  filters: { statuses: { many: true, values: ENGAGEMENT_STATUSES }, ...EXTRA_FILTERS },
};

/**
 * The engagement list's state: page, sort, search and every filter in the URL; the filters and sort
 * remembered in localStorage and restored when the URL names none (spec §9 "engagement list filters
 * persisted locally").
 */
export function useEngagementListParams() {
  const list = useListParams(CONFIG);
  const { statuses: rawStatuses, ...filters } = list.params.filters;
  const statuses = rawStatuses as TEngagementStatus[] | undefined;
  const params: EngagementListParams = {
    page: list.params.page,
    sort: list.params.sort,
    globalFilter: list.params.globalFilter,
    statuses,
    filters,
  };
  const { importId: _import, ...linkedFilters } = pickLinkFilters(list.params.filters, CONFIG.filters);
  const linked = Object.keys(linkedFilters).length > 0;
  const clearLinked = () => list.setFilters({ ...clearLinkFilters(CONFIG.filters), importId: filters.importId });
  return { ...list, params, statuses: statuses ?? [], filters, linked, clearLinked };
}
export type EngagementListState = ReturnType<typeof useEngagementListParams>;
