import { z } from 'zod';
import { COMPANY_STATUSES, USER_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { ZSector } from '../sectors.ts';
import { zEmailAddress, zRequiredString } from '../validation/fields.ts';
import { isDayOfMonth } from '../validation/predicates.ts';
import { ZId } from './common.ts';

/** Accounting year end as MM-DD (e.g. 03-31); the day must exist in that month (errors.wrongDayOfMonth). */
const zAccountingYearEnd = () =>
  z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])-\d{2}$/, { error: 'errors.format' })
    .refine((v) => isDayOfMonth(v.slice(3), v.slice(0, 2)), { error: 'errors.wrongDayOfMonth' })
    .meta({ pattern: ACCOUNTING_YEAR_END_DAYS });

/** MM-DD with a day the month has (February: 28, as isDayOfMonth), for the OpenAPI document. */
const ACCOUNTING_YEAR_END_DAYS =
  '^\\s*(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))\\s*$';

const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'errors.maxLength' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * POST /api/companies: a new client (no parentId) or a subsidiary of one (spec §5 subsidiary form).
 * appealManagerEmail becomes required once the appeal feature exists for the group; until then it
 * is optional everywhere.
 */
export const ZCreateClient = z.object({
  name: zRequiredString({ max: LIMITS.companyNameMax }),
  companyNumber: zRequiredString({ max: 50 }),
  sector: ZSector.nullable().optional(),
  accountingYearEnd: zAccountingYearEnd().nullable().optional(),
  externalCompanyId: zOptionalText(191),
  companyAdminEmail: zEmailAddress({ required: true }),
  gtManagerEmail: zEmailAddress(),
  appealManagerEmail: zEmailAddress(),
  parentId: ZId.nullable().optional(),
});
export type TCreateClient = z.input<typeof ZCreateClient>;

/** The company POST /api/companies created, with its invited admin. */
export const ZCreatedClient = z
  .object({
    id: ZId,
    name: z.string(),
    number: z.string().nullable(),
    status: z.enum(COMPANY_STATUSES),
    parentId: ZId.nullable(),
    managerId: ZId.nullable(),
    admin: z.object({ id: ZId, email: z.string(), status: z.enum(USER_STATUSES) }),
  })
  .meta({ id: 'CreatedClient' });
export type TCreatedClient = z.infer<typeof ZCreatedClient>;
