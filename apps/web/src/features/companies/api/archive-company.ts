import type { TCompany } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useCompanyMutation } from '../../../resources/companies/company-mutation.ts';
import { companyPath } from '../../../resources/paths.ts';

/** PUT /api/companies/{id}/archive: a client with its subsidiaries; its people are archived too. */
export const archiveCompany = (id: string) => api.put<TCompany>(companyPath(id, '/archive'));

export const useArchiveCompany = () => useCompanyMutation(archiveCompany, { people: true });
