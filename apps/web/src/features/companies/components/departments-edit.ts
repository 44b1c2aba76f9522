import { type TOption, type TUpdateDepartments, ZCreateDepartment } from '@statera/shared';

/** One line of the departments editor: an existing department (with its id and saved name) or a new one. */
export interface DepartmentRow {
  key: string;
  id?: string;
  /** The saved name of an existing department. */
  saved?: string;
  name: string;
}

export const rowsFrom = (departments: readonly TOption[]): DepartmentRow[] =>
  departments.map((d) => ({ key: d.id, id: d.id, saved: d.name, name: d.name }));

/** Whether anything would be saved: a renamed department or a new line. */
export const hasChanges = (rows: readonly DepartmentRow[]) =>
  rows.some((r) => (r.id ? r.name.trim() !== r.saved : true));

/**
 * The one PUT companies/{id}/departments body: renamed departments in departmentsToEdit, new lines in
 * departmentsToAdd, names trimmed. `editKeys`/`addKeys` give the row of each array index, so the
 * server's field errors (`departmentsToEdit.0.name`, `departmentsToAdd.1`) find their line.
 */
export function departmentsPayload(rows: readonly DepartmentRow[]) {
  const edited = rows.filter((r) => r.id && r.name.trim() !== r.saved);
  const added = rows.filter((r) => !r.id);
  const body: TUpdateDepartments = {
    departmentsToEdit: edited.map((r) => ({ id: r.id as string, name: r.name.trim() })),
    departmentsToAdd: added.map((r) => r.name.trim()),
  };
  return { body, editKeys: edited.map((r) => r.key), addKeys: added.map((r) => r.key) };
}

/** Client-side errors by row key: the name rule of ZCreateDepartment, and names unique in the company (any case). */
export function rowErrors(rows: readonly DepartmentRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const row of rows) {
    const parsed = ZCreateDepartment.shape.name.safeParse(row.name);
    if (!parsed.success) {
      out[row.key] = parsed.error.issues[0]?.message ?? 'errors.invalid';
      continue;
    }
    const folded = parsed.data.toLowerCase();
    if (seen.has(folded)) out[row.key] = 'errors.nameMustBeUnique';
    else seen.set(folded, row.key);
  }
  return out;
}

/** The server's 422 field errors mapped back onto row keys. */
export function serverRowErrors(
  fieldErrors: Record<string, string>,
  keys: { editKeys: readonly string[]; addKeys: readonly string[] },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(fieldErrors)) {
    const edit = /^departmentsToEdit\.(\d+)(\.name)?$/.exec(field);
    const add = /^departmentsToAdd\.(\d+)$/.exec(field);
    const row = edit ? keys.editKeys[Number(edit[1])] : add ? keys.addKeys[Number(add[1])] : undefined;
    if (row) out[row] = key;
  }
  return out;
}
