import { z } from 'zod';
import { FEATURE_NAMES, FEATURE_STATUSES } from '../enums.ts';
import { ZAbilities, ZId, ZIsoDate, ZListQuery, ZUserOption, zPage } from './common.ts';

/** Path of the calls on one feature of a company: /companies/{id}/features/{featureId}; featureId is the feature's name. */
export const ZCompanyFeatureParams = z.object({ id: ZId, featureId: z.enum(FEATURE_NAMES) });
export type TCompanyFeatureParams = z.infer<typeof ZCompanyFeatureParams>;

/** One company's subscription to one feature (spec §3 Feature). */
export const ZCompanyFeature = z
  .object({
    id: ZId,
    company: z.object({ id: ZId, name: z.string() }),
    name: z.enum(FEATURE_NAMES),
    status: z.enum(FEATURE_STATUSES),
    /** Active and not past its end: the actions it gates are allowed. */
    enabled: z.boolean(),
    dateStart: ZIsoDate,
    /** Null: without end (the features every client has by default). */
    dateEnd: ZIsoDate.nullable(),
    autoRenewal: z.boolean(),
    activatedBy: ZUserOption.nullable(),
    dateEnded: z.string().nullable(),
    dateModified: z.string(),
    abilities: ZAbilities,
  })
  .meta({ id: 'CompanyFeature' });
export type TCompanyFeature = z.infer<typeof ZCompanyFeature>;

export const FEATURE_LIST_SORTS = ['company', 'name', 'status', 'date_start', 'date_end', 'date_modified'] as const;
export const DEFAULT_FEATURE_SORT = 'date_end|asc';

const many = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional();

const zFeatureSort = z
  .string()
  .regex(new RegExp(`^(${FEATURE_LIST_SORTS.join('|')})\\|(asc|desc)$`), { error: 'errors.sort' })
  .default(DEFAULT_FEATURE_SORT);

/** `GET /api/companies/{id}/features` (statuses, sort, format, page, rows; format=xls: the workbook). */
export const ZCompanyFeatureListQuery = ZListQuery.extend({ sort: zFeatureSort, statuses: many(FEATURE_STATUSES) });
export type TCompanyFeatureListQuery = z.infer<typeof ZCompanyFeatureListQuery>;

/**
 * `GET /api/features` (the /subscriptions page): every client's features the actor may see;
 * `companyId` narrows to one client, `expiring=true` to active ones ending within 30 days,
 * globalFilter searches the client's name.
 */
export const ZFeatureListQuery = ZCompanyFeatureListQuery.extend({
  companyId: ZId.optional(),
  names: many(FEATURE_NAMES),
  expiring: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Enabled today: active and its end not passed (the provider dashboard's active features). */
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TFeatureListQuery = z.infer<typeof ZFeatureListQuery>;

export const ZCompanyFeaturePage = zPage(ZCompanyFeature).meta({ id: 'CompanyFeaturePage' });
export type TCompanyFeaturePage = z.infer<typeof ZCompanyFeaturePage>;

/** `POST /api/companies/{id}/features/{featureId}`: activate for 12 months. */
export const ZActivateFeature = z.object({ autoRenewal: z.boolean().default(false) });
export type TActivateFeature = z.input<typeof ZActivateFeature>;

/**
 * `PUT /api/companies/{id}/features/{featureId}`: `extend` moves the end 12 months on; `autoRenewal`
 * turns auto renewal on or off. At least one of them.
 */
export const ZUpdateFeature = z
  .object({ autoRenewal: z.boolean().optional(), extend: z.boolean().optional() })
  .refine((v) => v.autoRenewal !== undefined || v.extend === true, {
    path: ['autoRenewal'],
    message: 'errors.requiredAtLeastOneField',
  })
  .meta({ anyOf: [{ required: ['autoRenewal'] }, { required: ['extend'], properties: { extend: { const: true } } }] });
export type TUpdateFeature = z.infer<typeof ZUpdateFeature>;

/** `GET /api/companies/{id}/recent-features?since=`: features changed after `since` (default: the last minute). */
export const ZRecentFeaturesQuery = z.object({ since: z.iso.datetime({ offset: true }).optional() });
export type TRecentFeaturesQuery = z.infer<typeof ZRecentFeaturesQuery>;

export const ZRecentFeatures = z
  .object({
    /** Pass back as `since` on the next poll. */
    serverTime: z.string(),
    changed: z.array(
      z.object({
        name: z.enum(FEATURE_NAMES),
        status: z.enum(FEATURE_STATUSES),
        enabled: z.boolean(),
        dateModified: z.string(),
      }),
    ),
    /** Every feature of the group that is enabled now. */
    enabled: z.array(z.enum(FEATURE_NAMES)),
  })
  .meta({ id: 'RecentFeatures' });
export type TRecentFeatures = z.infer<typeof ZRecentFeatures>;

/** `GET /api/features/statistics`: the provider dashboard's feature counts (spec §3), computed in SQL. */
export const ZFeatureStatistics = z
  .object({ activeCompanyFeatureCount: z.number().int(), expiringCompanyFeatureCount: z.number().int() })
  .meta({ id: 'FeatureStatistics' });
export type TFeatureStatistics = z.infer<typeof ZFeatureStatistics>;
