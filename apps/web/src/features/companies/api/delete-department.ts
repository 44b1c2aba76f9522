import { api } from '../../../lib/api-client.ts';
import { useCompanyMutation } from '../../../resources/companies/company-mutation.ts';

/** PUT /api/departments/{id}/delete: 409 errors.departmentInUse while active engagements use it. */
export const deleteDepartment = (departmentId: string) =>
  api.put<void>(`/api/departments/${encodeURIComponent(departmentId)}/delete`);

export const useDeleteDepartment = () => useCompanyMutation(deleteDepartment);
