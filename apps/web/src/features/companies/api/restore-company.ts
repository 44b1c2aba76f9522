import type { TCompany } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useCompanyMutation } from '../../../resources/companies/company-mutation.ts';
import { companyPath } from '../../../resources/paths.ts';

/** PUT /api/companies/{id}/restore: brings back what was archived with the company. */
export const restoreCompany = (id: string) => api.put<TCompany>(companyPath(id, '/restore'));

export const useRestoreCompany = () => useCompanyMutation(restoreCompany, { people: true });
