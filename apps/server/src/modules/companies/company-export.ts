import {
  LABELS_EN,
  labelOf,
  type TCompany,
  type TCompanyListItem,
  type TCompanyListQuery,
  type TOption,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { createExport, type ExportFile, pagedRows } from '../exports/list-export.ts';
import { USER_COLUMNS } from '../users/user-export.ts';
import { listCompanyUsers } from '../users/user-list.service.ts';
import { listDepartments } from './company.service.ts';
import { getCompany } from './company-admin.service.ts';
import { listCompanies } from './company-list.service.ts';
import { listSubcompanies } from './company-relations.service.ts';

/** Columns of a company in the clients export and the company export's sheets. */
const COMPANY_COLUMNS: readonly XlsxColumn<TCompanyListItem>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Company number', value: (c) => c.number },
  { header: 'Sector', value: (c) => labelOf(LABELS_EN.sectors, c.sector) },
  { header: 'Status', value: (c) => LABELS_EN.companies.status[c.status] },
  { header: 'Client', value: (c) => c.parent?.name },
  { header: 'Manager', value: (c) => c.manager?.name },
  { header: 'Manager email', value: (c) => c.manager?.email },
  { header: 'Administrators', value: (c) => c.administrators.map((a) => `${a.name} <${a.email}>`).join('; ') },
  { header: 'Date created', type: 'date', value: (c) => c.dateCreated },
  { header: 'Date archived', type: 'date', value: (c) => c.dateArchived },
  { header: 'Engagements', type: 'integer', value: (c) => c.engagementCount },
  { header: 'Active engagements', type: 'integer', value: (c) => c.activeEngagementCount },
  { header: 'Departments', type: 'integer', value: (c) => c.departmentsCount },
];

const DETAIL_COLUMNS: readonly XlsxColumn<TCompany>[] = [
  ...COMPANY_COLUMNS.slice(0, 8),
  { header: 'Appeal manager', value: (c) => c.appealManager?.email },
  { header: 'Address', value: (c) => c.address },
  { header: 'City', value: (c) => c.city },
  { header: 'Postal code', value: (c) => c.postalCode },
  { header: 'Country', value: (c) => c.country },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Accounting year end', value: (c) => c.accountingYearEnd },
  { header: 'External ID', value: (c) => c.externalCompanyId },
  ...COMPANY_COLUMNS.slice(8),
];

const DEPARTMENT_COLUMNS: readonly XlsxColumn<TOption>[] = [{ header: 'Name', value: (d) => d.name }];

/** GET /companies?format=xls: the companies list as filtered and sorted (clients.xlsx). */
export async function exportCompanies(db: Db, actor: Actor, q: TCompanyListQuery): Promise<ExportFile> {
  const { rows, truncated } = await pagedRows((page, size) => listCompanies(db, actor, { ...q, page, rows: size }));
  return createExport(db, actor, { kind: 'clients', fileName: 'clients.xlsx', query: q, truncated }, [
    { name: 'Clients', columns: COMPANY_COLUMNS, rows },
  ]);
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/**
 * GET /companies/{id}/export: one company the actor manages (as its people list: 404 otherwise) in
 * four sheets: Company (its details), Subsidiaries, Departments and Users (the company tree's people).
 */
export async function exportCompany(db: Db, actor: Actor, id: string): Promise<ExportFile> {
  await managedCompany(db, actor, id);
  const all = (page: number, rows: number) => ({ page, rows, format: 'datatable' }) as const;
  const [company, subsidiaries, departments, people] = await Promise.all([
    getCompany(db, actor, id),
    pagedRows((page, size) => listSubcompanies(db, actor, id, all(page, size))),
    listDepartments(db, actor, id),
    pagedRows((page, size) => listCompanyUsers(db, actor, id, all(page, size))),
  ]);
  const name = slug(company.name);
  return createExport(
    db,
    actor,
    {
      kind: 'company',
      fileName: name ? `company_${name}.xlsx` : 'company.xlsx',
      query: {},
      companyId: id,
      truncated: subsidiaries.truncated || people.truncated,
    },
    [
      { name: 'Company', columns: DETAIL_COLUMNS, rows: [company] },
      { name: 'Subsidiaries', columns: COMPANY_COLUMNS, rows: subsidiaries.rows },
      { name: 'Departments', columns: DEPARTMENT_COLUMNS, rows: departments },
      { name: 'Users', columns: USER_COLUMNS, rows: people.rows },
    ],
  );
}
