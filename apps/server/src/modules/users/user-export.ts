import { LABELS_EN, type TCompanyUserListQuery, type TUserListItem, type TUserListQuery } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { createExport, type ExportFile, pagedRows } from '../exports/list-export.ts';
import { listCompanyUsers, listUsers } from './user-list.service.ts';

/** Columns of the users exports (and the Users sheet of a company export). */
export const USER_COLUMNS: readonly XlsxColumn<TUserListItem>[] = [
  { header: 'First name', value: (u) => u.firstName },
  { header: 'Last name', value: (u) => u.lastName },
  { header: 'Email', value: (u) => u.email },
  { header: 'Role', value: (u) => LABELS_EN.users.role[u.role] },
  { header: 'Status', value: (u) => LABELS_EN.users.status[u.status] },
  { header: 'Position', value: (u) => u.position },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Company', value: (u) => u.company?.name },
  { header: 'Date created', type: 'date', value: (u) => u.dateCreated },
  { header: 'Last sign-in (UTC)', type: 'datetime', value: (u) => u.lastLoginAt },
];

/** GET /users?format=xls: the list as filtered and sorted, for provider staff (users.xlsx). */
export async function exportUsers(db: Db, actor: Actor, q: TUserListQuery): Promise<ExportFile> {
  const { rows, truncated } = await pagedRows((page, size) => listUsers(db, actor, { ...q, page, rows: size }));
  return createExport(db, actor, { kind: 'users', fileName: 'users.xlsx', query: q, truncated }, [
    { name: 'Users', columns: USER_COLUMNS, rows },
  ]);
}

/** GET /companies/{id}/users?format=xls: the people of a company tree the actor manages (company_users.xlsx). */
export async function exportCompanyUsers(
  db: Db,
  actor: Actor,
  companyId: string,
  q: TCompanyUserListQuery,
): Promise<ExportFile> {
  const { rows, truncated } = await pagedRows((page, size) =>
    listCompanyUsers(db, actor, companyId, { ...q, page, rows: size }),
  );
  return createExport(
    db,
    actor,
    { kind: 'company_users', fileName: 'company_users.xlsx', query: q, companyId, truncated },
    [{ name: 'Users', columns: USER_COLUMNS, rows }],
  );
}
