import { assessmentStatusKey, LABELS_EN, labelOf, labelOfKey, type TAssessmentListQuery } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { createExport, type ExportFile, pagedRows } from '../exports/list-export.ts';
import { listUserAssessments } from './assessment-list.service.ts';

type Row = Awaited<ReturnType<typeof listUserAssessments>>['data'][number];

const COLUMNS: readonly XlsxColumn<Row>[] = [
  { header: 'Engaged individual', value: (r) => r.engagement.engagedIndividualName },
  { header: 'Engaged entity', value: (r) => r.engagement.engagedEntityName },
  { header: 'Company', value: (r) => r.engagement.company.name },
  { header: 'Type', value: (r) => LABELS_EN.status.assessmentType[r.type] },
  { header: 'Status', value: (r) => labelOfKey(assessmentStatusKey(r.status, r.notStarted)) },
  { header: 'Due date', type: 'date', value: (r) => r.dueDate },
  { header: 'Date submitted', type: 'date', value: (r) => r.dateSubmitted?.slice(0, 10) },
  { header: 'Specialist', value: (r) => `${r.answerer.name} <${r.answerer.email}>` },
  { header: 'Approver', value: (r) => `${r.approver.name} <${r.approver.email}>` },
  { header: 'Employed %', value: (r) => r.result?.employed },
  { header: 'Self-employed %', value: (r) => r.result?.selfEmployed },
  { header: 'Risk level', value: (r) => labelOf(LABELS_EN.risk, r.result?.riskLevel) },
  { header: 'Result provisional', value: (r) => (r.result ? (r.result.provisional ? 'Yes' : 'No') : undefined) },
];

/** GET /users/{userId}/assessments?format=xls: the same list, filtered and sorted (assessments.xlsx). */
export async function exportUserAssessments(
  db: Db,
  actor: Actor,
  userId: string,
  q: TAssessmentListQuery,
): Promise<ExportFile> {
  const { rows, truncated } = await pagedRows((page, size) =>
    listUserAssessments(db, actor, userId, { ...q, page, rows: size }),
  );
  return createExport(db, actor, { kind: 'assessments', fileName: 'assessments.xlsx', query: q, truncated }, [
    { name: 'Assessments', columns: COLUMNS, rows },
  ]);
}
