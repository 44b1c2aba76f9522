import { z } from 'zod';
import { ZAbilities, ZId } from './common.ts';
import { ZAttachment } from './documents.ts';

/**
 * A company report's states (spec §4: created, queued; docs/decisions/company-report.md): `queued`
 * while the job builds it, `created` when the workbook is stored and downloadable, `failed` when an
 * attempt failed (the job retries it; the user may ask again).
 */
export const COMPANY_REPORT_STATUSES = ['queued', 'created', 'failed'] as const;
export type TCompanyReportStatus = (typeof COMPANY_REPORT_STATUSES)[number];

/** The company's `report` field (spec §3 Company report: id, dateCreated, status), with the progress. */
export const ZCompanyReportSummary = z
  .object({
    id: ZId,
    /** When it was asked for. */
    dateCreated: z.string(),
    status: z.enum(COMPANY_REPORT_STATUSES),
    /** 0–100: the share of rows written so far (100 once created). */
    progress: z.number().int().min(0).max(100),
  })
  .meta({ id: 'CompanyReportSummary' });
export type TCompanyReportSummary = z.infer<typeof ZCompanyReportSummary>;

/** Rows of each sheet of a created report. */
export const ZCompanyReportCounts = z.object({
  engagements: z.number().int(),
  determinations: z.number().int(),
  deliveries: z.number().int(),
  appeals: z.number().int(),
});
export type TCompanyReportCounts = z.infer<typeof ZCompanyReportCounts>;

/**
 * `GET /api/companies/{id}/report`: the report's state and, once created, its file with a fresh
 * signed link (`/api/attachments/{attachmentId}?token=`).
 */
export const ZCompanyReport = ZCompanyReportSummary.extend({
  dateGenerated: z.string().nullable(),
  counts: ZCompanyReportCounts.nullable(),
  file: ZAttachment.extend({ token: z.string(), expiresAt: z.string() }).nullable(),
  abilities: ZAbilities,
}).meta({ id: 'CompanyReport' });
export type TCompanyReport = z.infer<typeof ZCompanyReport>;
