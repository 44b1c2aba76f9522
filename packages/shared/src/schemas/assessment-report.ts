import { z } from 'zod';
import { ZId } from './common.ts';

/** A Status Determination Statement (SDS) of an assessment: queued, then generated (or failed). */
export const ASSESSMENT_REPORT_STATUSES = ['queued', 'generated', 'failed'] as const;
export type TAssessmentReportStatus = (typeof ASSESSMENT_REPORT_STATUSES)[number];

/** One issued SDS version; a generated version never changes. */
export const ZAssessmentReportItem = z.object({
  id: ZId,
  /** 1, 2, … per assessment. */
  version: z.number().int(),
  /** The submitted answer version the statement reports. */
  assessmentVersion: z.number().int(),
  status: z.enum(ASSESSMENT_REPORT_STATUSES),
  dateCreated: z.string(),
  dateGenerated: z.string().nullable(),
  pageCount: z.number().int().nullable(),
});
export type TAssessmentReportItem = z.infer<typeof ZAssessmentReportItem>;

/** The SDS versions of an assessment, newest first. */
export const ZAssessmentReports = z
  .object({ reports: z.array(ZAssessmentReportItem) })
  .meta({ id: 'AssessmentReports' });
export type TAssessmentReports = z.infer<typeof ZAssessmentReports>;

/** GET assessments/{id}/report?version=: an SDS version (default: the latest generated). */
export const ZReportVersionQuery = z.object({ version: z.coerce.number().int().min(1).optional() });
export type TReportVersionQuery = z.infer<typeof ZReportVersionQuery>;
