import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/companies/{id}/engaged-individual-roles: roles the group's engagements used, A–Z (suggestions). */
export const getEngagedIndividualRoles = (companyId: string, signal?: AbortSignal) =>
  api.get<string[]>(`/api/companies/${encodeURIComponent(companyId)}/engaged-individual-roles`, undefined, signal);

/** Waits while no company is chosen. */
export const useEngagedIndividualRoles = (companyId: string) =>
  useQuery({
    queryKey: queryKeys.companies.engagedIndividualRoles(companyId),
    queryFn: ({ signal }) => getEngagedIndividualRoles(companyId, signal),
    enabled: companyId !== '',
  });
