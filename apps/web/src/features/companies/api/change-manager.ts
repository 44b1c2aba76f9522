import type { TCompany } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useCompanyMutation } from '../../../resources/companies/company-mutation.ts';
import { companyPath } from '../../../resources/paths.ts';

/** PUT /api/companies/{id}/manager {newManagerEmail}: 422 on the field when not an active provider user. */
export const changeManager = ({ id, newManagerEmail }: { id: string; newManagerEmail: string }) =>
  api.put<TCompany>(companyPath(id, '/manager'), { newManagerEmail });

export const useChangeManager = () => useCompanyMutation(changeManager);
