import { assessmentStatusKey, LABELS_EN, labelOf, labelOfKey, type TEngagementListQuery } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { createExport, type ExportFile } from '../exports/list-export.ts';
import { fullName } from '../users/user.presenter.ts';
import { type EngagementExportRow, engagementExportRows } from './engagement-export-reader.ts';

const person = (u: { firstName: string; lastName: string; email: string } | undefined) =>
  u ? `${fullName(u)} <${u.email}>` : null;

const COLUMNS: readonly XlsxColumn<EngagementExportRow>[] = [
  { header: 'Engaged individual', value: (r) => r.individual?.name },
  { header: 'Individual email', value: (r) => r.individual?.email },
  { header: 'Engaged entity', value: (r) => r.entity?.name },
  { header: 'Entity number', value: (r) => r.entity?.number },
  { header: 'Entity type', value: (r) => labelOf(LABELS_EN.status.entityType, r.entity?.type) },
  { header: 'Company', value: (r) => r.company?.name },
  { header: 'Department', value: (r) => r.department?.name },
  { header: 'Agency', value: (r) => r.agency?.name },
  { header: 'Service provided', value: (r) => r.engagement.serviceProvided },
  { header: 'Your reference', value: (r) => r.engagement.yourReference },
  { header: 'Contract start', type: 'date', value: (r) => r.engagement.contractStart },
  { header: 'Contract end', type: 'date', value: (r) => r.engagement.contractEnd },
  { header: 'Contract value', type: 'money', value: (r) => r.engagement.contractValuePence / 100 },
  { header: 'Status', value: (r) => LABELS_EN.status.engagement[r.engagement.status] },
  { header: 'Type', value: (r) => LABELS_EN.engagementRecords.type[r.engagement.type] },
  { header: 'Specialist', value: (r) => person(r.specialist) },
  { header: 'Approver', value: (r) => person(r.approver) },
  {
    header: 'Assessment status',
    value: (r) => r.assessment && labelOfKey(assessmentStatusKey(r.assessment.status, r.assessment.notStarted)),
  },
  { header: 'Assessment due', type: 'date', value: (r) => r.assessment?.dueDate },
  { header: 'Risk level', value: (r) => labelOf(LABELS_EN.risk, r.assessment?.riskLevel) },
  { header: 'Date created', type: 'date', value: (r) => r.engagement.createdAt },
];

/**
 * GET /my-engagements?format=xls: the engagements the actor sees, filtered and sorted (engagements.xlsx),
 * read in keyset batches and streamed.
 */
export async function exportMyEngagements(db: Db, actor: Actor, q: TEngagementListQuery): Promise<ExportFile> {
  const { rows, truncated } = await engagementExportRows(db, actor, q);
  return createExport(db, actor, { kind: 'engagements', fileName: 'engagements.xlsx', query: q, truncated }, [
    { name: 'Engagements', columns: COLUMNS, rows },
  ]);
}
