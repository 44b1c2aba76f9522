import type { TOption } from '@statera/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /api/company-options?queryString=: the companies the viewer manages, by name (the invite
 * target and users-list filter ask for all of them, the engagement form searches).
 */
export const getCompanyOptions = (queryString = '', signal?: AbortSignal) =>
  api.get<TOption[]>('/api/company-options', { queryString }, signal);

export const companyOptionsQueryOptions = (queryString = '') =>
  queryOptions({
    queryKey: queryKeys.companyOptions(queryString),
    queryFn: ({ signal }) => getCompanyOptions(queryString, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useCompanyOptions = (queryString = '', enabled = true) =>
  useQuery({ ...companyOptionsQueryOptions(queryString), enabled });
