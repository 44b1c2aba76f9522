import type { TOption } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getCompanyOptions = (queryString: string, signal?: AbortSignal) =>
  api.get<TOption[]>('/api/company-options', { queryString }, signal);

export const useCompanyOptions = (queryString: string) =>
  useQuery({
    queryKey: ['company-options', queryString],
    queryFn: ({ signal }) => getCompanyOptions(queryString, signal),
    placeholderData: keepPreviousData,
  });
