import { z } from 'zod';
import { COMPANY_STATUSES, USER_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { BLOCKABLE_PERMISSIONS } from '../permissions.ts';
import { ZSector } from '../sectors.ts';
import { documented, withFieldRules } from '../validation/documented.ts';
import { ZAbilities, ZId, ZOption, ZUserOption, zEmail, zPage, zRequiredText } from './common.ts';
import { ZCompanyReportSummary } from './company-report.ts';
import { ZContractorNotificationFrequency } from './contractor-report.ts';

export const PASSWORD_CHANGE_WEEKS = [6, 13, 26, 52] as const;
/** Stored sign-in verification periods; `new_device` is an older spelling of the new-device switch. */
export const MAIL_VERIFICATION_PERIODS = ['off', 'daily', 'weekly', 'monthly', 'new_device'] as const;
/** What a group admin may choose (spec §6); "new device" is the separate `mailVerificationNewDevice` switch. */
export const HOLDING_MAIL_VERIFICATION_PERIODS = ['off', 'daily', 'weekly', 'monthly'] as const;

const zPercent = () =>
  z.coerce
    .number({ error: (iss) => (iss.input === undefined ? 'errors.required' : 'errors.percent') })
    .int({ error: 'errors.integer' })
    .min(0, { error: 'errors.percent' })
    .max(100, { error: 'errors.percent' });

const zPasswordChangePeriod = () =>
  z
    .union(
      PASSWORD_CHANGE_WEEKS.map((w) => z.literal(w)) as [
        z.ZodLiteral<6>,
        z.ZodLiteral<13>,
        z.ZodLiteral<26>,
        z.ZodLiteral<52>,
      ],
      { error: 'errors.invalidOption' },
    )
    .nullable();

/** Group-level settings of a client (spec §3 holding settings), as the server sends them. */
export const ZHoldingSettings = z
  .object({
    highRiskThreshold: zPercent(),
    mediumRiskThreshold: zPercent(),
    riskMargin: zPercent(),
    changePasswordPeriod: zPasswordChangePeriod(),
    mailVerificationPeriod: z.enum(MAIL_VERIFICATION_PERIODS),
    mailVerificationNewDevice: z.boolean(),
    blockedPermissions: z.array(z.string().max(100)).max(100),
    continuousEmployed: z.boolean(),
    /** Contractor emails at once (0) or as a digest every 1, 7 or 30 days. */
    contractorNotificationFrequency: ZContractorNotificationFrequency,
    /**
     * Spec §3 `riskHolding`: the risk thresholds and margin are the holding's, applying to every
     * subsidiary. Always true: no subsidiary has risk settings of its own (docs/decisions/spec-names-and-fields.md).
     */
    riskHolding: z.literal(true),
  })
  .meta({ id: 'HoldingSettings' });
export type THoldingSettings = z.infer<typeof ZHoldingSettings>;

/**
 * PUT companies/{id}/holding. Percentages 0–100; the medium band must be wider than the high band;
 * password change every 6, 13, 26 or 52 weeks or never (null); blocked permissions from the
 * catalogue's blockable ones (permissions.ts).
 */
export const ZUpdateHoldingSettings = withFieldRules(
  ZHoldingSettings.omit({ riskHolding: true })
    .extend({
      mailVerificationPeriod: z.enum(HOLDING_MAIL_VERIFICATION_PERIODS, { error: 'errors.invalidOption' }),
      blockedPermissions: z.array(z.enum(BLOCKABLE_PERMISSIONS, { error: 'errors.unknownPermission' })).max(100),
      /** Absent: unchanged. */
      contractorNotificationFrequency: ZContractorNotificationFrequency.optional(),
    })
    .refine((v) => v.mediumRiskThreshold > v.highRiskThreshold, {
      path: ['mediumRiskThreshold'],
      error: 'errors.minValue',
    }),
  [{ rule: 'greaterThan', field: 'mediumRiskThreshold', other: 'highRiskThreshold' }],
);
export type TUpdateHoldingSettings = z.infer<typeof ZUpdateHoldingSettings>;

/** Optional free text: trimmed, '' clears it (null), absent leaves it unchanged. */
const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'errors.maxLength' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** PUT companies/{id}: edit-company modal (spec §5). The company number is read-only. */
export const ZUpdateCompany = z.object({
  name: zRequiredText(LIMITS.companyNameMax),
  sector: ZSector.nullable().optional(),
  address: zOptionalText(200),
  city: zOptionalText(100),
  postalCode: zOptionalText(20),
  country: zOptionalText(100),
  phone: documented(
    zOptionalText(30).refine((v) => v == null || /^\+?[0-9 ()-]{6,30}$/.test(v), { error: 'errors.phone' }),
    { pattern: '^\\s*(?:\\+?[0-9 ()-]{6,30})?\\s*$' },
  ),
});
export type TUpdateCompany = z.infer<typeof ZUpdateCompany>;

/** PUT companies/{id}/manager: the provider user who manages the client. */
export const ZChangeCompanyManager = z.object({ newManagerEmail: zEmail() });
export type TChangeCompanyManager = z.infer<typeof ZChangeCompanyManager>;

export const ZCompanyAdministrator = ZUserOption.extend({ status: z.enum(USER_STATUSES) });

export const ZCompanyListItem = z.object({
  id: ZId,
  name: z.string(),
  number: z.string().nullable(),
  sector: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  mainCompany: z.boolean(),
  parentId: ZId.nullable(),
  parent: ZOption.nullable(),
  /** The provider user who manages the client (a subsidiary shows its client's manager). */
  manager: ZUserOption.nullable(),
  administrators: z.array(ZCompanyAdministrator),
  dateCreated: z.string(),
  dateArchived: z.string().nullable(),
  activeEngagementCount: z.number().int(),
  engagementCount: z.number().int(),
  departmentsCount: z.number().int(),
  abilities: ZAbilities,
});
export type TCompanyListItem = z.infer<typeof ZCompanyListItem>;
export const ZCompanyPage = zPage(ZCompanyListItem);
export type TCompanyPage = z.infer<typeof ZCompanyPage>;

/**
 * A row of the whole list (GET companies?rows=ALL): its id and the columns asked for
 * (`columns[]`, COMPANY_LIST_COLUMNS), each as a list item has it; no other field.
 */
export const ZCompanyListRow = ZCompanyListItem.pick({
  name: true,
  number: true,
  sector: true,
  status: true,
  mainCompany: true,
  parentId: true,
  parent: true,
  manager: true,
  administrators: true,
  dateCreated: true,
  dateArchived: true,
  engagementCount: true,
  activeEngagementCount: true,
})
  .partial()
  .extend({ id: ZId })
  .strict()
  .meta({ id: 'CompanyListRow' });
export type TCompanyListRow = z.infer<typeof ZCompanyListRow>;
/** The whole list at once: every row, `page` 1 and `rows` the total. */
export const ZCompanyRows = zPage(ZCompanyListRow).meta({ id: 'CompanyRows' });
export type TCompanyRows = z.infer<typeof ZCompanyRows>;

/** The company page (spec §3 Company). `holding` only for those who may see group settings. */
export const ZCompany = ZCompanyListItem.extend({
  companyNumber: z.string().nullable(),
  taxNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  accountingYearEnd: z.string().nullable(),
  externalCompanyId: z.string().nullable(),
  appealManager: ZUserOption.nullable(),
  subsidiaries: z.array(ZOption),
  holding: ZHoldingSettings.nullable(),
  haveActiveAppeals: z.boolean(),
  activeAppealId: ZId.nullable(),
  /** The company report (spec §3), only for those who may ask for it; null when there is none. */
  report: ZCompanyReportSummary.nullable(),
}).meta({ id: 'Company' });
export type TCompany = z.infer<typeof ZCompany>;
