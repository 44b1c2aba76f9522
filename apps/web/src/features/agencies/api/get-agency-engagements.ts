import { LIMITS, type TRelatedEngagementPage } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { agencyPath } from './agency-paths.ts';

export interface AgencyEngagementParams {
  page: number;
  sort?: string;
  globalFilter?: string;
  statuses?: string[];
  types?: string[];
  periodModified?: string;
  dateModifiedFrom?: string;
  dateModifiedTo?: string;
  periodDue?: string;
  dateDueFrom?: string;
  dateDueTo?: string;
}

/** GET /api/agencies/{id}/engagements with every filter of spec §7. */
export const getAgencyEngagements = (id: string, p: AgencyEngagementParams, signal?: AbortSignal) =>
  api.get<TRelatedEngagementPage>(agencyPath(id, '/engagements'), { ...p, rows: LIMITS.pageSize }, signal);

export const useAgencyEngagements = (id: string, p: AgencyEngagementParams) =>
  useQuery({
    queryKey: queryKeys.agencies.engagements(id, p),
    queryFn: ({ signal }) => getAgencyEngagements(id, p, signal),
    placeholderData: keepPreviousData,
  });
