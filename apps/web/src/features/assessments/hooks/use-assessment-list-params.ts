import {
  ASSESSMENT_COMPLETIONS,
  ASSESSMENT_LIST_STATUSES,
  ASSESSMENT_TYPES,
  type TAssessmentListStatus,
  type TAssessmentType,
} from '@statera/shared';
import { clearLinkFilters, linkFilterSpecs, pickLinkFilters } from '../../../lib/list-params/link-filters.ts';
import { LIST_PRESETS, useListParams } from '../../../lib/list-params/use-list-params.ts';
import type { AssessmentListParams } from '../api/get-user-assessments.ts';

/** The views of the list: every assessment, one seat, or the approver's queue. */
export const ASSESSMENT_VIEWS = ['all', 'answerer', 'approver', 'awaiting'] as const;
export type AssessmentView = (typeof ASSESSMENT_VIEWS)[number];

const CONFIG = {
  ...LIST_PRESETS.assessments,
  filters: {
    statuses: { many: true, values: ASSESSMENT_LIST_STATUSES },
    types: { many: true, values: ASSESSMENT_TYPES },
    view: { values: ASSESSMENT_VIEWS },
    // The filters of the dashboards' numbers (overdue, new comments, approved in a window, in time…).
    ...linkFilterSpecs({
      overdue: { values: ['true'] },
      withNewComments: { values: ['true'] },
      completion: { values: ASSESSMENT_COMPLETIONS },
      dateApprovedFrom: {},
      dateApprovedTo: {},
      companyIds: { many: true },
    }),
  },
};

/**
 * The assessment list's state: page, sort, search, status filter and view in the URL; the sort is
 * remembered locally (default due_date|asc, spec §9).
 */
export function useAssessmentListParams() {
  const list = useListParams(CONFIG);
  const statuses = list.params.filters.statuses as TAssessmentListStatus[] | undefined;
  const types = list.params.filters.types as TAssessmentType[] | undefined;
  const view = (list.params.filters.view as AssessmentView | undefined) ?? 'all';
  const params: AssessmentListParams = {
    page: list.params.page,
    sort: list.params.sort,
    globalFilter: list.params.globalFilter,
    statuses,
    types,
    role: view === 'answerer' || view === 'approver' ? view : 'all',
    awaitingMyReview: view === 'awaiting' || undefined,
    linked: pickLinkFilters(list.params.filters, CONFIG.filters),
  };
  const linked = Object.keys(params.linked ?? {}).length > 0;
  const clearLinked = () => list.setFilters(clearLinkFilters(CONFIG.filters));
  return { ...list, params, statuses: statuses ?? [], types: types ?? [], view, linked, clearLinked };
}
