import { z } from 'zod';
import { ZId, zRequiredText } from './common.ts';

export const DEPARTMENT_NAME_MAX = 100;
const zDepartmentName = () => zRequiredText(DEPARTMENT_NAME_MAX);

/** POST companies/{id}/departments. */
export const ZCreateDepartment = z.object({ name: zDepartmentName() });
export type TCreateDepartment = z.infer<typeof ZCreateDepartment>;

/**
 * PUT companies/{id}/departments: renames and additions in one go (one transaction). Names are unique
 * within the company, case-insensitively; a clash answers 422 on the field
 * (`departmentsToEdit.0.name`, `departmentsToAdd.1`).
 */
export const ZUpdateDepartments = z.object({
  departmentsToEdit: z
    .array(z.object({ id: ZId, name: zDepartmentName() }))
    .max(200)
    .default([]),
  departmentsToAdd: z.array(zDepartmentName()).max(200).default([]),
});
export type TUpdateDepartments = z.infer<typeof ZUpdateDepartments>;

export const ZDepartmentParams = z.object({ departmentId: ZId });
