import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { idArray } from '../../lib/id-array.ts';

/**
 * The SQL behind the company report's sheets. Every sheet reads the companies' live engagements in
 * keyset batches of REPORT_BATCH, newest first, one company at a time (the index
 * `engagements_live_company_created_idx` answers each batch's ids without touching other tenants),
 * then the batch's rows in one statement with their joins; nothing is held beyond a batch.
 * Timestamps come back as ISO strings and dates as YYYY-MM-DD, the same on both drivers.
 */

/** Engagements read per batch. */
export const REPORT_BATCH = 2000;

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const person = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else ${alias}.first_name || ' ' || ${alias}.last_name end`);
/**
 * The engagement's latest determination: its newest approved assessment, read backwards along
 * `assessments_engagement_idx` (engagement, created) and stopping at the first approved one, with
 * only the columns the sheets show (the determination JSON is opened for that one row alone).
 */
const LATEST_DETERMINATION = sql`select a.type, a.employed, a.self_employed, a.risk_level, a.date_approved,
    a.valid_until, a.approver_id, a.result->>'outcome' as outcome
  from assessments a
  where a.engagement_id = e.id and a.status in ('approved', 'approved_pre_assessment')
  order by a.created_at desc limit 1`;

/** An array parameter of uuids (one bind value, however many ids). */
/**
 * A batch's engagements: joined from the unnested ids, so each is one primary-key lookup (with
 * `id = any(…)` of 2,000 ids the planner preferred a scan of every tenant's engagements).
 */
const batchOf = (ids: readonly string[]) => sql`unnest(${idArray(ids)}) as b(id) join engagements e on e.id = b.id`;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** The live engagement ids of the companies, a batch at a time (each company newest first). */
export async function* engagementIdBatches(db: DbOrTx, companyIds: readonly string[]): AsyncGenerator<string[]> {
  for (const companyId of companyIds) {
    let cursor: { createdAt: string; id: string } | null = null;
    for (;;) {
      const after: SQL = cursor
        ? sql`and (e.created_at, e.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
        : sql``;
      const batch: { id: string; created_at: string }[] = await rows(
        db,
        sql`select e.id, e.created_at::text as created_at from engagements e
          where e.company_id = ${companyId}::uuid and e.deleted_at is null ${after}
          order by e.created_at desc, e.id desc limit ${REPORT_BATCH}`,
      );
      if (batch.length === 0) break;
      yield batch.map((r) => r.id);
      const last = batch[batch.length - 1]!;
      cursor = { createdAt: last.created_at, id: last.id };
      if (batch.length < REPORT_BATCH) break;
    }
  }
}

/** How much each sheet will hold (for the progress): live engagements and appeals of the companies. */
export async function reportSize(db: DbOrTx, companyIds: readonly string[]) {
  const ids = idArray(companyIds);
  const [row] = await rows<{ engagements: number; appeals: number }>(
    db,
    sql`select
      (select count(*)::int from engagements e where e.company_id = any(${ids}) and e.deleted_at is null) as engagements,
      (select count(*)::int from appeals a where a.company_id = any(${ids})) as appeals`,
  );
  return row ?? { engagements: 0, appeals: 0 };
}

export interface EngagementSheetRow {
  company: string | null;
  reference: string | null;
  individual: string;
  individual_email: string | null;
  entity: string;
  entity_type: string;
  department: string | null;
  agency: string | null;
  service: string;
  contract_start: string;
  contract_end: string;
  contract_value: number;
  status: string;
  type: string;
  specialist: string | null;
  approver: string | null;
  created_at: string;
}

/** The engagements of a batch, with their people and names. */
export function engagementRows(db: DbOrTx, ids: readonly string[]) {
  return rows<EngagementSheetRow>(
    db,
    sql`select e.company_name as company, e.your_reference as reference, ei.name as individual,
        ei.email as individual_email, ee.name as entity, ee.type::text as entity_type, d.name as department,
        ag.name as agency, e.service_provided as service, e.contract_start::text as contract_start,
        e.contract_end::text as contract_end, (e.contract_value_pence / 100.0)::float8 as contract_value,
        e.status::text as status, e.type::text as type, ${person('sp')} as specialist, ${person('ap')} as approver,
        ${iso(sql`e.created_at`)} as created_at
      from ${batchOf(ids)}
      join engaged_individuals ei on ei.id = e.engaged_individual_id
      join engaged_entities ee on ee.id = e.engaged_entity_id
      left join departments d on d.id = e.department_id
      left join agencies ag on ag.id = e.agency_id
      left join users sp on sp.id = e.answerer_id
      left join users ap on ap.id = e.approver_id
      order by e.created_at desc, e.id desc`,
  );
}

export interface DeterminationSheetRow {
  company: string | null;
  reference: string | null;
  individual: string;
  assessment_type: string;
  outcome: string | null;
  employed: number | null;
  self_employed: number | null;
  risk_level: string | null;
  date_approved: string | null;
  valid_until: string | null;
  approver: string | null;
}

/** The latest determination of each engagement of a batch that has one. */
export function determinationRows(db: DbOrTx, ids: readonly string[]) {
  return rows<DeterminationSheetRow>(
    db,
    sql`select e.company_name as company, e.your_reference as reference, ei.name as individual,
        d.type::text as assessment_type, d.outcome, d.employed, d.self_employed,
        d.risk_level::text as risk_level, ${iso(sql`d.date_approved`)} as date_approved,
        d.valid_until::text as valid_until, ${person('ap')} as approver
      from ${batchOf(ids)}
      join lateral (${LATEST_DETERMINATION}) d on true
      join engaged_individuals ei on ei.id = e.engaged_individual_id
      left join users ap on ap.id = d.approver_id
      order by e.created_at desc, e.id desc`,
  );
}

export interface DeliverySheetRow {
  company: string | null;
  reference: string | null;
  individual: string;
  sds_version: number;
  sent_at: string;
  sent_by: string | null;
  party: string;
  email: string;
  email_status: string | null;
  last_event: string | null;
  first_opened_at: string | null;
  first_downloaded_at: string | null;
  download_count: number;
}

/** Every recipient of every sending of a statement (SDS) of a batch's engagements. */
export function deliveryRows(db: DbOrTx, ids: readonly string[]) {
  return rows<DeliverySheetRow>(
    db,
    sql`select e.company_name as company, e.your_reference as reference, ei.name as individual,
        r.version as sds_version, ${iso(sql`g.created_at`)} as sent_at, ${person('sb')} as sent_by,
        rc.party, rc.email, m.status as email_status,
        (select ev.name from email_events ev where ev.email_message_id = rc.link_message_id
          order by ev.occurred_at desc limit 1) as last_event,
        ${iso(sql`rc.first_opened_at`)} as first_opened_at, ${iso(sql`rc.first_downloaded_at`)} as first_downloaded_at,
        rc.download_count
      from ${batchOf(ids)}
      join contractor_report_mail_groups g on g.engagement_id = e.id
      join assessment_reports r on r.id = g.assessment_report_id
      join contractor_report_recipients rc on rc.group_id = g.id
      join engaged_individuals ei on ei.id = e.engaged_individual_id
      left join email_messages m on m.id = rc.link_message_id
      left join users sb on sb.id = g.sent_by_id
      order by e.created_at desc, e.id desc, g.created_at, rc.created_at, rc.id`,
  );
}

export interface AppealSheetRow {
  company: string | null;
  reference: string | null;
  individual: string;
  status: string;
  channel: string;
  contractor_email: string;
  manager: string | null;
  representations_received_on: string | null;
  statutory_deadline: string | null;
  date_started: string | null;
  date_ended: string | null;
  decision: string | null;
  created_at: string;
  cursor: string;
  id: string;
}

/** The appeals of one company, a batch after `cursor` (newest first). */
export function appealRows(
  db: DbOrTx,
  companyId: string,
  cursor: { createdAt: string; id: string } | null,
  limit = REPORT_BATCH,
) {
  const after = cursor ? sql`and (a.created_at, a.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql``;
  return rows<AppealSheetRow>(
    db,
    sql`select e.company_name as company, e.your_reference as reference, ei.name as individual, a.status,
        a.channel, a.contractor_email, ${person('am')} as manager,
        a.representations_received_on::text as representations_received_on,
        a.statutory_deadline::text as statutory_deadline, ${iso(sql`a.date_started`)} as date_started,
        ${iso(sql`a.date_ended`)} as date_ended,
        (select ad.decision from appeal_decisions ad where ad.appeal_id = a.id
          order by ad.created_at desc limit 1) as decision,
        ${iso(sql`a.created_at`)} as created_at, a.created_at::text as cursor, a.id
      from appeals a
      join engagements e on e.id = a.engagement_id
      join engaged_individuals ei on ei.id = e.engaged_individual_id
      left join users am on am.id = a.appeal_manager_id
      where a.company_id = ${companyId}::uuid and e.deleted_at is null ${after}
      order by a.created_at desc, a.id desc limit ${limit}`,
  );
}

export interface RiskSheetRow {
  company: string;
  risk_level: string | null;
  engagements: number;
  contract_value: number;
}

/**
 * Engagements and contract value by company and the risk band of their latest determination (none:
 * not determined yet); one aggregate in SQL.
 */
export function riskRows(db: DbOrTx, companyIds: readonly string[]) {
  return rows<RiskSheetRow>(
    db,
    sql`select c.name as company, d.risk_level::text as risk_level, count(*)::int as engagements,
        (coalesce(sum(e.contract_value_pence), 0) / 100.0)::float8 as contract_value
      from engagements e
      join companies c on c.id = e.company_id
      left join lateral (${LATEST_DETERMINATION}) d on true
      where e.company_id = any(${idArray(companyIds)}) and e.deleted_at is null
      group by c.name, d.risk_level
      order by c.name, case d.risk_level when 'high' then 0 when 'medium' then 1 when 'low' then 2 else 3 end`,
  );
}
