import { LIMITS, type TAssessmentListStatus, type TAssessmentPage, type TAssessmentType } from '@statera/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListQuery } from '../../../lib/list-params/list-query.ts';
import type { XlsExportTarget } from '../../../lib/use-xls-export.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export type AssessmentListRole = 'all' | 'answerer' | 'approver';

export interface AssessmentListParams {
  page: number;
  sort?: string;
  globalFilter?: string;
  statuses?: TAssessmentListStatus[];
  types?: TAssessmentType[];
  role?: AssessmentListRole;
  /** The approver's queue: in review or to verify, with the user as approver. */
  awaitingMyReview?: boolean;
  /** A dashboard number's filters, sent as they are (link-filters.ts). */
  linked?: Record<string, string | string[]>;
}

const listQuery = (p: AssessmentListParams): ListQuery => ({
  page: p.page,
  rows: LIMITS.pageSize,
  sort: p.sort,
  globalFilter: p.globalFilter,
  statuses: p.statuses,
  types: p.types,
  role: p.role && p.role !== 'all' ? p.role : undefined,
  awaitingMyReview: p.awaitingMyReview ? 'true' : undefined,
  ...p.linked,
});

const path = (userId: string) => `/api/users/${encodeURIComponent(userId)}/assessments`;

export const getUserAssessments = (userId: string, p: AssessmentListParams, signal?: AbortSignal) =>
  api.get<TAssessmentPage>(path(userId), listQuery(p), signal);

/** The same list as a spreadsheet (format=xls, assessments.xlsx). */
export const userAssessmentsExport = (userId: string, p: AssessmentListParams): XlsExportTarget => ({
  path: path(userId),
  query: listQuery(p),
  fileName: 'assessments.xlsx',
});

export const useUserAssessments = (userId: string, p: AssessmentListParams) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.assessments.list(userId, p),
      queryFn: ({ signal }) => getUserAssessments(userId, p, signal),
      placeholderData: keepPreviousData,
    }),
  );
