import { type SQLWrapper, sql } from 'drizzle-orm';
import { assessmentReports } from '../../db/schema/index.ts';
import { jsonObjectOf, jsonRowOf } from '../../lib/json-row.ts';
import type { ReportRow } from './report.repository.ts';

/**
 * One assessment's statement versions, newest first, as one json array (null: none) for a select
 * list: the assessment page folds it into its own statement (`findAssessmentDetail`); `reportRowsOf`
 * reads it back into the rows a select gives.
 */
export function reportsJson(assessmentId: SQLWrapper) {
  return sql<Record<string, unknown>[] | null>`(select json_agg(${jsonObjectOf(assessmentReports, 'r')}
    order by r.version desc) from ${assessmentReports} as r where r.assessment_id = ${assessmentId})`;
}
export const reportRowsOf = (json: Record<string, unknown>[] | null): ReportRow[] =>
  (json ?? []).map((r) => jsonRowOf(assessmentReports, r));
