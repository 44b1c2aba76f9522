import type { TCreateClient, TCreatedClient } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useCompanyMutation } from '../../../resources/companies/company-mutation.ts';

/**
 * POST /api/companies: a new client (provider staff) or, with parentId, a subsidiary. 422 carries
 * per-field errors (name, companyNumber, companyAdminEmail, gtManagerEmail, appealManagerEmail).
 */
export const createCompany = (body: TCreateClient) => api.post<TCreatedClient>('/api/companies', body);

export const useCreateCompany = () => useCompanyMutation(createCompany, { people: true });
