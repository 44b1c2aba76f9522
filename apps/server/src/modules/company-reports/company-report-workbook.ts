import type { Writable } from 'node:stream';
import { labelOfKey, type TCompanyReportCounts } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { writeWorkbook, type XlsxColumn, type XlsxStreamSheet } from '../../lib/xlsx.ts';
import { humanize } from '../exports/humanize.ts';
import {
  type AppealSheetRow,
  appealRows,
  type DeliverySheetRow,
  type DeterminationSheetRow,
  deliveryRows,
  determinationRows,
  type EngagementSheetRow,
  engagementIdBatches,
  engagementRows,
  type RiskSheetRow,
  riskRows,
} from './company-report-readers.ts';

/** A stored value as the screens name it (`LABELS_EN` under `table`), else as words. */
const label = (table: string, value: string | null | undefined) =>
  value ? (labelOfKey(`${table}.${value}`) ?? humanize(value)) : null;

/** The company the report is about and the companies it covers (a client: itself and its subsidiaries). */
export interface ReportScope {
  company: { id: string; name: string };
  companies: readonly { id: string; name: string }[];
  generatedAt: Date;
}

const ENGAGEMENT_COLUMNS: readonly XlsxColumn<EngagementSheetRow>[] = [
  { header: 'Company', width: 28, value: (r) => r.company },
  { header: 'Your reference', width: 16, value: (r) => r.reference },
  { header: 'Engaged individual', width: 26, value: (r) => r.individual },
  { header: 'Individual email', width: 30, value: (r) => r.individual_email },
  { header: 'Engaged entity', width: 28, value: (r) => r.entity },
  { header: 'Entity type', width: 18, value: (r) => label('status.entityType', r.entity_type) },
  { header: 'Department', width: 18, value: (r) => r.department },
  { header: 'Agency', width: 20, value: (r) => r.agency },
  { header: 'Service provided', width: 30, value: (r) => r.service },
  { header: 'Contract start', type: 'date', value: (r) => r.contract_start },
  { header: 'Contract end', type: 'date', value: (r) => r.contract_end },
  { header: 'Contract value', type: 'money', value: (r) => r.contract_value },
  { header: 'Status', width: 12, value: (r) => label('status.engagement', r.status) },
  { header: 'Type', width: 10, value: (r) => label('engagementRecords.type', r.type) },
  { header: 'Specialist', width: 22, value: (r) => r.specialist },
  { header: 'Approver', width: 22, value: (r) => r.approver },
  { header: 'Date created', type: 'date', value: (r) => r.created_at },
];

const DETERMINATION_COLUMNS: readonly XlsxColumn<DeterminationSheetRow>[] = [
  { header: 'Company', width: 28, value: (r) => r.company },
  { header: 'Your reference', width: 16, value: (r) => r.reference },
  { header: 'Engaged individual', width: 26, value: (r) => r.individual },
  { header: 'Assessment type', width: 20, value: (r) => label('status.assessmentType', r.assessment_type) },
  { header: 'Determination', width: 16, value: (r) => humanize(r.outcome) },
  { header: 'Employed %', type: 'integer', value: (r) => r.employed },
  { header: 'Self-employed %', type: 'integer', value: (r) => r.self_employed },
  { header: 'Risk level', width: 12, value: (r) => label('risk', r.risk_level) },
  { header: 'Date approved', type: 'date', value: (r) => r.date_approved },
  { header: 'Valid until', type: 'date', value: (r) => r.valid_until },
  { header: 'Approver', width: 22, value: (r) => r.approver },
];

const RISK_COLUMNS: readonly XlsxColumn<RiskSheetRow>[] = [
  { header: 'Company', width: 28, value: (r) => r.company },
  { header: 'Risk level', width: 18, value: (r) => label('risk', r.risk_level) ?? 'Not determined' },
  { header: 'Engagements', type: 'integer', value: (r) => r.engagements },
  { header: 'Contract value', type: 'money', width: 18, value: (r) => r.contract_value },
];

const DELIVERY_COLUMNS: readonly XlsxColumn<DeliverySheetRow>[] = [
  { header: 'Company', width: 28, value: (r) => r.company },
  { header: 'Your reference', width: 16, value: (r) => r.reference },
  { header: 'Engaged individual', width: 26, value: (r) => r.individual },
  { header: 'SDS version', type: 'integer', value: (r) => r.sds_version },
  { header: 'Sent', type: 'datetime', width: 18, value: (r) => r.sent_at },
  { header: 'Sent by', width: 22, value: (r) => r.sent_by },
  { header: 'Recipient', width: 16, value: (r) => humanize(r.party) },
  { header: 'Recipient email', width: 30, value: (r) => r.email },
  { header: 'Email status', width: 14, value: (r) => humanize(r.email_status) },
  { header: 'Last email event', width: 16, value: (r) => humanize(r.last_event) },
  { header: 'First opened', type: 'datetime', width: 18, value: (r) => r.first_opened_at },
  { header: 'First downloaded', type: 'datetime', width: 18, value: (r) => r.first_downloaded_at },
  { header: 'Downloads', type: 'integer', value: (r) => r.download_count },
];

const APPEAL_COLUMNS: readonly XlsxColumn<AppealSheetRow>[] = [
  { header: 'Company', width: 28, value: (r) => r.company },
  { header: 'Your reference', width: 16, value: (r) => r.reference },
  { header: 'Engaged individual', width: 26, value: (r) => r.individual },
  { header: 'Status', width: 24, value: (r) => humanize(r.status) },
  { header: 'Channel', width: 10, value: (r) => humanize(r.channel) },
  { header: 'Worker email', width: 30, value: (r) => r.contractor_email },
  { header: 'Appeal manager', width: 22, value: (r) => r.manager },
  { header: 'Representations received', type: 'date', width: 14, value: (r) => r.representations_received_on },
  { header: 'Statutory deadline', type: 'date', width: 14, value: (r) => r.statutory_deadline },
  { header: 'Started', type: 'date', value: (r) => r.date_started },
  { header: 'Ended', type: 'date', value: (r) => r.date_ended },
  { header: 'Decision', width: 12, value: (r) => humanize(r.decision) },
  { header: 'Date created', type: 'date', value: (r) => r.created_at },
];

type SummaryRow = { item: string; value: string | Date };
const SUMMARY_COLUMNS: readonly XlsxColumn<SummaryRow>[] = [
  { header: 'Company report', width: 28, value: (r) => r.item },
  { header: 'Details', width: 90, value: (r) => (r.value instanceof Date ? r.value.toISOString() : r.value) },
];

function summary(scope: ReportScope): SummaryRow[] {
  return [
    { item: 'Company', value: scope.company.name },
    { item: 'Companies included', value: scope.companies.map((c) => c.name).join(', ') },
    { item: 'Generated (UTC)', value: scope.generatedAt.toISOString().replace('T', ' ').slice(0, 16) },
    { item: 'Engagements', value: 'Every live engagement, newest first within each company' },
    { item: 'Determinations', value: "Each engagement's latest approved assessment" },
    {
      item: 'Risks',
      value: 'Engagements and contract value by company and the risk level of the latest determination',
    },
    { item: 'SDS deliveries', value: 'Every recipient of every statement sent, with the email status and downloads' },
    { item: 'Appeals', value: 'Every appeal, with the statutory deadline and the latest decision' },
  ];
}

/** What the writer reports as it goes: units of work done (an engagement walked, an appeal written). */
export type ProgressSink = (units: number) => Promise<void>;

/**
 * Streams the company report into `out`: Summary, Engagements, Determinations, Risks, SDS deliveries
 * and Appeals, each read batch by batch while it is written. Answers the rows of each sheet.
 * Work units: each engagement counts once per sheet that walks the engagements (three), each appeal once.
 */
export async function writeCompanyReport(
  db: DbOrTx,
  out: Writable,
  scope: ReportScope,
  progress: ProgressSink,
): Promise<TCompanyReportCounts> {
  const counts: TCompanyReportCounts = { engagements: 0, determinations: 0, deliveries: 0, appeals: 0 };
  const companyIds = scope.companies.map((c) => c.id);

  async function* perEngagementBatch<T>(read: (ids: string[]) => Promise<T[]>, count: keyof TCompanyReportCounts) {
    for await (const ids of engagementIdBatches(db, companyIds)) {
      const batch = await read(ids);
      counts[count] += batch.length;
      yield batch;
      await progress(ids.length);
    }
  }
  async function* appeals() {
    for (const companyId of companyIds) {
      let cursor: { createdAt: string; id: string } | null = null;
      for (;;) {
        const batch = await appealRows(db, companyId, cursor);
        if (batch.length === 0) break;
        counts.appeals += batch.length;
        yield batch;
        await progress(batch.length);
        const last = batch[batch.length - 1]!;
        cursor = { createdAt: last.cursor, id: last.id };
      }
    }
  }
  const sheet = <T>(
    name: string,
    columns: readonly XlsxColumn<T>[],
    rest: AsyncIterable<readonly T[]>,
  ): XlsxStreamSheet<T> => ({ name, columns, rows: { first: [], rest } });
  // The risk aggregate is small (companies × four bands): read when its sheet's turn comes.
  async function* risks() {
    yield await riskRows(db, companyIds);
  }

  await writeWorkbook(out, [
    { name: 'Summary', columns: SUMMARY_COLUMNS, rows: { first: summary(scope) } },
    sheet(
      'Engagements',
      ENGAGEMENT_COLUMNS,
      perEngagementBatch((ids) => engagementRows(db, ids), 'engagements'),
    ),
    sheet(
      'Determinations',
      DETERMINATION_COLUMNS,
      perEngagementBatch((ids) => determinationRows(db, ids), 'determinations'),
    ),
    sheet('Risks', RISK_COLUMNS, risks()),
    sheet(
      'SDS deliveries',
      DELIVERY_COLUMNS,
      perEngagementBatch((ids) => deliveryRows(db, ids), 'deliveries'),
    ),
    sheet('Appeals', APPEAL_COLUMNS, appeals()),
  ]);
  return counts;
}

/** The work units of a report (for its progress): three walks over the engagements and the appeals. */
export const reportUnits = (size: { engagements: number; appeals: number }) => 3 * size.engagements + size.appeals;
