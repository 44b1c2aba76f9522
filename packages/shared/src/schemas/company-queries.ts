import { z } from 'zod';
import { COMPANY_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { withDateOrder } from '../validation/cross-field.ts';
import { ZId, ZIsoDate, ZListQuery, ZOptionsQuery } from './common.ts';

/** Date filter periods of spec §9 (statistics add lastYear). */
export const DATE_FILTER_PERIODS = [
  'all',
  'today',
  'yesterday',
  'lastWeek',
  'lastTwoWeeks',
  'thisMonth',
  'previousMonth',
  'customPeriod',
] as const;
export type TDateFilterPeriod = (typeof DATE_FILTER_PERIODS)[number];

/** `key[]=a&key[]=b` or a single `key=a`, always an array. */
export const zQueryArray = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** A query-string boolean: only 'true' and 'false' (z.coerce.boolean would read 'false' as true). */
export const zQueryBoolean = () => z.enum(['true', 'false']).transform((v) => v === 'true');

const ZCompanyStatus = z.enum(COMPANY_STATUSES);

/**
 * GET companies (spec §7). `rows=ALL` returns every row (provider admins only); sort fields:
 * name, number, sector, status, dateCreated, dateArchived, manager, parent, engagementCount,
 * activeEngagementCount. The archive period filters on the archive date; customPeriod uses the
 * two dates (either may be left out).
 */
const companyListFields = ZListQuery.extend({
  rows: z.union([z.literal('ALL'), z.coerce.number().int().min(1).max(500)]).default(LIMITS.pageSize),
  statuses: zQueryArray(ZCompanyStatus).optional(),
  managerIds: zQueryArray(ZId).optional(),
  periodArchivization: z.enum(DATE_FILTER_PERIODS).optional(),
  dateArchivizationFrom: ZIsoDate.optional(),
  dateArchivizationTo: ZIsoDate.optional(),
  /** Only clients (top companies), no subsidiaries. */
  mainOnly: zQueryBoolean().optional(),
});
/**
 * What a row of the whole list (`rows=ALL`) may hold beside its id: the company's own fields, its
 * client, manager and administrators, and its engagement counts. Not the per-page extras (department
 * count, abilities): the whole list is an index of every company, and a company's page has them.
 */
export const COMPANY_LIST_COLUMNS = [
  'name',
  'number',
  'sector',
  'status',
  'mainCompany',
  'parentId',
  'parent',
  'manager',
  'administrators',
  'dateCreated',
  'dateArchived',
  'engagementCount',
  'activeEngagementCount',
] as const;
export type TCompanyListColumn = (typeof COMPANY_LIST_COLUMNS)[number];

export const ZCompanyListQuery = withDateOrder(
  companyListFields.extend({
    /**
     * With rows=ALL only (400 on a page): the columns each row holds beside its id, as the screen
     * shows them (`columns[]=name&columns[]=status`); all of COMPANY_LIST_COLUMNS when left out.
     */
    columns: zQueryArray(z.enum(COMPANY_LIST_COLUMNS)).optional(),
  }),
  'dateArchivizationFrom',
  'dateArchivizationTo',
);
export type TCompanyListQuery = z.infer<typeof ZCompanyListQuery>;

/** GET users/{userId}/companies: the companies a user belongs to or manages, as a list page. */
export const ZUserCompaniesQuery = withDateOrder(
  companyListFields.extend({ includeSubsidiaries: zQueryBoolean().optional() }),
  'dateArchivizationFrom',
  'dateArchivizationTo',
);
export type TUserCompaniesQuery = z.infer<typeof ZUserCompaniesQuery>;

/** GET companies/{id}/subcompany-list. */
export const ZSubcompanyListQuery = ZCompanyListQuery;

/** GET company-options: companies the actor manages (active, plus awaiting when asked). */
export const ZCompanyOptionsQuery = ZOptionsQuery.extend({
  includeAwaiting: zQueryBoolean().optional(),
  managerId: ZId.optional(),
});
export type TCompanyOptionsQuery = z.infer<typeof ZCompanyOptionsQuery>;

/** GET companies/{id}/subcompany-options: statuses default to active. */
export const ZSubcompanyOptionsQuery = ZOptionsQuery.extend({ statuses: zQueryArray(ZCompanyStatus).optional() });
export type TSubcompanyOptionsQuery = z.infer<typeof ZSubcompanyOptionsQuery>;

/** GET users/{userId}/company-options. */
export const ZUserCompanyOptionsQuery = ZOptionsQuery.extend({ includeSubsidiaries: zQueryBoolean().optional() });
export type TUserCompanyOptionsQuery = z.infer<typeof ZUserCompanyOptionsQuery>;

/** GET companies/{id}/departments. */
export const ZDepartmentOptionsQuery = ZOptionsQuery.extend({ excludeIds: zQueryArray(ZId).optional() });
export type TDepartmentOptionsQuery = z.infer<typeof ZDepartmentOptionsQuery>;
