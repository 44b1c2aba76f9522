import type { TAgency, TCreateAgency } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { companyPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/companies/{id}/agencies. */
export const createAgency = (companyId: string, input: TCreateAgency) =>
  api.post<TAgency>(companyPath(companyId, '/agencies'), input);

export const useCreateAgency = () =>
  useInvalidatingMutation(
    ({ companyId, input }: { companyId: string; input: TCreateAgency }) => createAgency(companyId, input),
    [queryKeys.agencies.all, queryKeys.companies.all],
  );
