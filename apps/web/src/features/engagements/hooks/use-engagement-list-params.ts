import { ENGAGEMENT_STATUSES, type TEngagementStatus } from '@statera/shared';
import { LIST_PRESETS, useListParams } from '../../../lib/list-params/use-list-params.ts';
import type { EngagementListParams } from '../api/get-my-engagements.ts';

export const DEFAULT_SORT = 'dateCreated|desc';

const CONFIG = {
  ...LIST_PRESETS.engagements,
  defaultSort: DEFAULT_SORT,
  filters: { statuses: { many: true, values: ENGAGEMENT_STATUSES } },
};

/**
 * The engagement list's state: page, sort, search and status filter in the URL; the filters and sort
 * remembered locally and restored when the URL names none (spec §9).
 */
export function useEngagementListParams() {
  const list = useListParams(CONFIG);
  const statuses = list.params.filters.statuses as TEngagementStatus[] | undefined;
  const params: EngagementListParams = {
    page: list.params.page,
    sort: list.params.sort,
    globalFilter: list.params.globalFilter,
    statuses,
  };
  return { ...list, params, statuses: statuses ?? [] };
}
