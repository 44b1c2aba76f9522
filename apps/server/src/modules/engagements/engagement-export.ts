import type { TEngagementListItem, TEngagementListQuery } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { humanize } from '../exports/labels.ts';
import { createExport, type ExportFile, wholeList } from '../exports/list-export.ts';
import { fullName } from '../users/user.presenter.ts';
import { presentEngagementListItem } from './engagement.presenter.ts';
import { loadEngagementList } from './engagement.service.ts';

interface ExportRow {
  item: TEngagementListItem;
  contractValuePence: number;
  yourReference: string | null;
  specialist: string;
  approver: string;
}

const COLUMNS: readonly XlsxColumn<ExportRow>[] = [
  { header: 'Engaged individual', value: (r) => r.item.engagedIndividualName },
  { header: 'Individual email', value: (r) => r.item.engagedIndividualEmail },
  { header: 'Engaged entity', value: (r) => r.item.engagedEntityName },
  { header: 'Entity number', value: (r) => r.item.engagedEntityNumber },
  { header: 'Entity type', value: (r) => humanize(r.item.engagedEntityType) },
  { header: 'Company', value: (r) => r.item.company.name },
  { header: 'Department', value: (r) => r.item.department?.name },
  { header: 'Agency', value: (r) => r.item.agency?.name },
  { header: 'Service provided', value: (r) => r.item.serviceProvided },
  { header: 'Your reference', value: (r) => r.yourReference },
  { header: 'Contract start', type: 'date', value: (r) => r.item.contractDateStart },
  { header: 'Contract end', type: 'date', value: (r) => r.item.contractDateEnd },
  { header: 'Contract value', type: 'money', value: (r) => r.contractValuePence / 100 },
  { header: 'Status', value: (r) => humanize(r.item.status) },
  { header: 'Type', value: (r) => humanize(r.item.type) },
  { header: 'Specialist', value: (r) => r.specialist },
  { header: 'Approver', value: (r) => r.approver },
  { header: 'Assessment status', value: (r) => humanize(r.item.currentAssessment?.status) },
  { header: 'Assessment due', type: 'date', value: (r) => r.item.currentAssessment?.dueDate },
  { header: 'Risk level', value: (r) => humanize(r.item.currentAssessment?.riskLevel) },
  { header: 'Date created', type: 'date', value: (r) => r.item.dateCreated },
];

const person = (u: { firstName: string; lastName: string; email: string }) => `${fullName(u)} <${u.email}>`;

/** GET /my-engagements?format=xls: the engagements the actor sees, filtered and sorted (engagements.xlsx). */
export async function exportMyEngagements(db: Db, actor: Actor, q: TEngagementListQuery): Promise<ExportFile> {
  const { rows, total } = await loadEngagementList(db, actor, wholeList(q));
  const data: ExportRow[] = rows.map(({ row, current }) => ({
    item: presentEngagementListItem(row, current),
    contractValuePence: row.engagement.contractValuePence,
    yourReference: row.engagement.yourReference,
    specialist: person(row.answerer),
    approver: person(row.approver),
  }));
  return createExport(
    db,
    actor,
    { kind: 'engagements', fileName: 'engagements.xlsx', query: q, truncated: total > data.length },
    [{ name: 'Engagements', columns: COLUMNS, rows: data }],
  );
}
