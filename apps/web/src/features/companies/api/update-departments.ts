import type { TOption, TUpdateDepartments } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useCompanyMutation } from '../../../resources/companies/company-mutation.ts';
import { companyPath } from '../../../resources/paths.ts';

/**
 * PUT /api/companies/{id}/departments {departmentsToEdit, departmentsToAdd}: renames and additions
 * in one transaction; a clash is 422 on `departmentsToEdit.<i>.name` or `departmentsToAdd.<i>`.
 */
export const updateDepartments = ({ id, body }: { id: string; body: TUpdateDepartments }) =>
  api.put<TOption[]>(companyPath(id, '/departments'), body);

export const useUpdateDepartments = () => useCompanyMutation(updateDepartments);
