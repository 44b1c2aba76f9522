import { z } from 'zod';
import { COMPANY_STATUSES } from '../enums.ts';
import { ZAbilities, ZId, ZListQuery, ZOption, ZUserOption, zPage, zRequiredText } from './common.ts';

export const PASSWORD_CHANGE_WEEKS = [6, 13, 26, 52] as const;
export const MAIL_VERIFICATION_PERIODS = ['off', 'daily', 'weekly', 'monthly', 'new_device'] as const;

const zPercent = () =>
  z.coerce
    .number({ error: (iss) => (iss.input === undefined ? 'errors.required' : 'errors.percent') })
    .int({ error: 'errors.integer' })
    .min(0, { error: 'errors.percent' })
    .max(100, { error: 'errors.percent' });

/** Group-level settings of a client (spec §3 holding settings). */
export const ZHoldingSettings = z
  .object({
    highRiskThreshold: zPercent(),
    mediumRiskThreshold: zPercent(),
    riskMargin: zPercent(),
    changePasswordPeriod: z
      .union(
        PASSWORD_CHANGE_WEEKS.map((w) => z.literal(w)) as [
          z.ZodLiteral<6>,
          z.ZodLiteral<13>,
          z.ZodLiteral<26>,
          z.ZodLiteral<52>,
        ],
      )
      .nullable(),
    mailVerificationPeriod: z.enum(MAIL_VERIFICATION_PERIODS),
    mailVerificationNewDevice: z.boolean(),
    blockedPermissions: z.array(z.string().max(100)).max(100),
    continuousEmployed: z.boolean(),
  })
  .meta({ id: 'HoldingSettings' });
export type THoldingSettings = z.infer<typeof ZHoldingSettings>;

/** The medium band must be wider than the high band. */
export const ZUpdateHoldingSettings = ZHoldingSettings.refine((v) => v.mediumRiskThreshold > v.highRiskThreshold, {
  path: ['mediumRiskThreshold'],
  error: 'errors.minValue',
});

export const ZUpdateCompany = z.object({
  name: zRequiredText(100),
  sector: z.string().trim().max(100).nullable().optional(),
});
export type TUpdateCompany = z.infer<typeof ZUpdateCompany>;

export const ZCompanyListItem = z.object({
  id: ZId,
  name: z.string(),
  number: z.string().nullable(),
  sector: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  parent: ZOption.nullable(),
  manager: ZUserOption.nullable(),
  dateCreated: z.string(),
  activeEngagementCount: z.number().int(),
  engagementCount: z.number().int(),
});
export type TCompanyListItem = z.infer<typeof ZCompanyListItem>;
export const ZCompanyPage = zPage(ZCompanyListItem);

export const ZCompany = ZCompanyListItem.extend({
  mainCompany: z.boolean(),
  departmentsCount: z.number().int(),
  subsidiaries: z.array(ZOption),
  holding: ZHoldingSettings.nullable(),
  abilities: ZAbilities,
}).meta({ id: 'Company' });
export type TCompany = z.infer<typeof ZCompany>;

export const ZCompanyListQuery = ZListQuery.extend({
  statuses: z
    .union([z.enum(COMPANY_STATUSES), z.array(z.enum(COMPANY_STATUSES))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  managerIds: z
    .union([ZId, z.array(ZId)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});
export type TCompanyListQuery = z.infer<typeof ZCompanyListQuery>;
