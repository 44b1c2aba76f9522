import { z } from 'zod';
import { ENGAGED_ENTITY_TYPES, ENGAGEMENT_STATUSES, ENGAGEMENT_TYPES, RISK_LEVELS } from '../enums.ts';
import { ZId, ZIsoDate } from './common.ts';
import { DATE_FILTER_PERIODS, zQueryArray, zQueryBoolean } from './company-queries.ts';

/** The latest determination's risk band, or `none` before the first approval (the risk heatmap's rows). */
export const LATEST_RISK_KEYS = [...RISK_LEVELS, 'none'] as const;
export type TLatestRiskKey = (typeof LATEST_RISK_KEYS)[number];
/** The latest determination's outcome, or `none` before the first approval. */
export const LATEST_OUTCOME_KEYS = ['employed', 'self_employed', 'none'] as const;
export type TLatestOutcomeKey = (typeof LATEST_OUTCOME_KEYS)[number];

/**
 * The filters of the engagement lists (spec §7 GET companies/{id}/engagements and my-engagements:
 * status, statuses, types, departmentId, engagedEntityType, period and date filters). Each period
 * (spec §9 presets, or customPeriod with its two dates; dates without a period act as a custom one)
 * filters one date of the engagement: created, last modified, contract start and contract end.
 * The web keeps the chosen filters in localStorage (spec §9).
 */
export const engagementFilterFields = {
  status: z.enum(ENGAGEMENT_STATUSES).optional(),
  types: zQueryArray(z.enum(ENGAGEMENT_TYPES)).optional(),
  departmentId: ZId.optional(),
  /** Engagements with no department. */
  withoutDepartment: zQueryBoolean().optional(),
  /** Engagements of these companies (a client group's, for a heatmap row or a company's figures). */
  companyIds: zQueryArray(ZId).optional(),
  /** By the latest determination's risk band (`none`: not determined yet). */
  riskLevels: zQueryArray(z.enum(LATEST_RISK_KEYS)).optional(),
  /** By the latest determination's outcome (`none`: not determined yet). */
  latestOutcome: z.enum(LATEST_OUTCOME_KEYS).optional(),
  engagedEntityType: zQueryArray(z.enum(ENGAGED_ENTITY_TYPES)).optional(),
  agencyId: ZId.optional(),
  /** The engagements one CSV import logged (its key): the import's result and digest emails link here. */
  importId: ZId.optional(),
  periodCreated: z.enum(DATE_FILTER_PERIODS).optional(),
  dateCreatedFrom: ZIsoDate.optional(),
  dateCreatedTo: ZIsoDate.optional(),
  periodModified: z.enum(DATE_FILTER_PERIODS).optional(),
  dateModifiedFrom: ZIsoDate.optional(),
  dateModifiedTo: ZIsoDate.optional(),
  periodStart: z.enum(DATE_FILTER_PERIODS).optional(),
  dateStartFrom: ZIsoDate.optional(),
  dateStartTo: ZIsoDate.optional(),
  periodEnd: z.enum(DATE_FILTER_PERIODS).optional(),
  dateEndFrom: ZIsoDate.optional(),
  dateEndTo: ZIsoDate.optional(),
};

/** The date filters as (period, from, to) triples, for the server's query and the web's filter bar. */
export const ENGAGEMENT_DATE_FILTERS = [
  { key: 'created', period: 'periodCreated', from: 'dateCreatedFrom', to: 'dateCreatedTo' },
  { key: 'modified', period: 'periodModified', from: 'dateModifiedFrom', to: 'dateModifiedTo' },
  { key: 'start', period: 'periodStart', from: 'dateStartFrom', to: 'dateStartTo' },
  { key: 'end', period: 'periodEnd', from: 'dateEndFrom', to: 'dateEndTo' },
] as const;
export type TEngagementDateFilter = (typeof ENGAGEMENT_DATE_FILTERS)[number];
