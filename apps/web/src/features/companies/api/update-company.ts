import type { TCompany, TUpdateCompany } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useCompanyMutation } from '../../../resources/companies/company-mutation.ts';
import { companyPath } from '../../../resources/paths.ts';

/** PUT /api/companies/{id} {name, sector}: the edit company details modal. */
export const updateCompany = ({ id, body }: { id: string; body: Pick<TUpdateCompany, 'name' | 'sector'> }) =>
  api.put<TCompany>(companyPath(id), body);

export const useUpdateCompany = () => useCompanyMutation(updateCompany);
