import type { TEngagedEntity } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /api/companies/{id}/engaged-entities?queryString=: the group's engaged entities with their
 * individuals, searched by name (at most 100; the engagement form, the contract-change form).
 */
export const getEngagedEntities = (companyId: string, queryString: string, signal?: AbortSignal) =>
  api.get<TEngagedEntity[]>(
    `/api/companies/${encodeURIComponent(companyId)}/engaged-entities`,
    { queryString },
    signal,
  );

export const useEngagedEntities = (companyId: string, queryString: string) =>
  useQuery({
    queryKey: queryKeys.companies.engagedEntityOptions(companyId, queryString),
    queryFn: ({ signal }) => getEngagedEntities(companyId, queryString, signal),
    enabled: companyId !== '',
    placeholderData: keepPreviousData,
  });
