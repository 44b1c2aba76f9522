import { z } from 'zod';
import { ENGAGED_ENTITY_TYPES, ENGAGEMENT_STATUSES, ENGAGEMENT_TYPES } from '../enums.ts';
import { ZId, ZIsoDate } from './common.ts';
import { DATE_FILTER_PERIODS, zQueryArray } from './company-queries.ts';

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
