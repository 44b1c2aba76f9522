import type { TCompanyPage } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListQuery } from '../../../lib/list-params/list-query.ts';
import { companyPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/companies/{id}/subcompany-list: the subsidiaries of a client, paged like the companies list. */
export const getSubsidiaries = (id: string, query: ListQuery, signal?: AbortSignal) =>
  api.get<TCompanyPage>(companyPath(id, '/subcompany-list'), query, signal);

export const useSubsidiaries = (id: string, query: ListQuery) =>
  useQuery({
    queryKey: queryKeys.companies.subsidiaries(id, query),
    queryFn: ({ signal }) => getSubsidiaries(id, query, signal),
    placeholderData: keepPreviousData,
  });
