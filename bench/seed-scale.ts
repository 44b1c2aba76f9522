/**
 * The scale dataset of issue 13 on PostgreSQL, in set-based SQL (generate_series, INSERT … SELECT):
 * 1,000 client groups (each a top company with an admin, a specialist and an approver), 200,000
 * engagements with their engaged entity and individual, 600,000 assessments (three per engagement:
 * two approved, the current one in a spread of states), four groups with 20,000 engagements each,
 * and a provider admin. Runs the app's migrations first, so every index the app has is in place.
 * Ids are derived from md5 of a label and a number, so a bench can name any row without a lookup.
 *   DATABASE_URL=postgres://… npx tsx bench/seed-scale.ts
 * Re-running on a seeded database does nothing (it checks for the provider admin).
 */
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';

export const SCALE = {
  groups: 1000,
  engagements: 200_000,
  bigGroups: 4,
  bigGroupEngagements: 20_000,
  assessmentsPerEngagement: 3,
} as const;

/** The deterministic ids the seed gives (same expression as in the SQL below). */
export const scaleIds = {
  providerAdmin: 'provider.admin@scale.test',
  /** Group n (1-based); groups 1–4 hold 20,000 engagements each. */
  groupAdminEmail: (n: number) => `admin.${n}@scale.test`,
  specialistEmail: (n: number) => `specialist.${n}@scale.test`,
  approverEmail: (n: number) => `approver.${n}@scale.test`,
};

async function run(database: Database, label: string, query: string) {
  const t0 = performance.now();
  await database.db.execute(sql.raw(query));
  console.log(`  ${label.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
}

export async function seedScale(database: Database) {
  if (database.kind !== 'postgres') throw new Error('the scale dataset is for PostgreSQL (set DATABASE_URL)');
  await database.migrate();
  const seeded = await database.db.execute(sql`select 1 from users where email = ${scaleIds.providerAdmin}`);
  if ((seeded as unknown as { rows: unknown[] }).rows.length > 0) {
    console.log('scale dataset already present');
    return;
  }
  const { groups, engagements: E, bigGroups: B, bigGroupEngagements: BE } = SCALE;
  const t0 = performance.now();
  console.log('seeding the scale dataset');
  // The group of engagement i: the first B×BE go to the big groups, the rest round-robin over the others.
  const groupOf = `(case when i <= ${B * BE} then (i - 1) / ${BE} + 1 else ${B} + 1 + (i - ${B * BE + 1}) % ${groups - B} end)`;
  // md5 shaped as a version-4 UUID (the API validates ids as RFC 9562 v4).
  const v4 = (hex: string) => `overlay(overlay(${hex} placing '4' from 13) placing '8' from 17)::uuid`;
  const uid = (label: string, expr: string) => v4(`md5('${label}' || (${expr})::text)`);
  await run(
    database,
    'companies, settings, users',
    `
    insert into companies (id, name, number, sector, status, created_at)
      select ${uid('c', 'n')}, 'Scale Group ' || lpad(n::text, 4, '0') || ' plc', lpad((n * 7919)::text, 8, '0'),
             (array['Finance','Retail','Energy','Health','Public sector'])[1 + n % 5], 'active',
             now() - (n || ' hours')::interval
      from generate_series(1, ${groups}) n;
    insert into holding_settings (company_id) select ${uid('c', 'n')} from generate_series(1, ${groups}) n;
    insert into users (id, email, first_name, last_name, role, company_id)
      select ${v4(`md5('u-' || r.role || '-' || n::text)`)}, r.role || '.' || n || '@scale.test', initcap(r.role), 'Group ' || n,
             r.db_role::user_role, ${uid('c', 'n')}
      from generate_series(1, ${groups}) n,
           (values ('admin', 'client_admin'), ('specialist', 'specialist'), ('approver', 'approver')) r(role, db_role);
    insert into users (id, email, first_name, last_name, role)
      values (${v4(`md5('provider-admin')`)}, '${scaleIds.providerAdmin}', 'Provider', 'Admin', 'provider_admin');
    `,
  );
  await run(
    database,
    'engaged entities and individuals',
    `
    insert into engaged_entities (id, main_company_id, name, number, type)
      select ${uid('ee', 'i')}, ${uid('c', groupOf)}, 'Contractor ' || i || ' Ltd', lpad(i::text, 8, '0'),
             (array['company','limited_liability_partnership','sole_trader'])[1 + i % 3]::engaged_entity_type
      from generate_series(1, ${E}) i;
    insert into engaged_individuals (id, engaged_entity_id, name, email)
      select ${uid('ei', 'i')}, ${uid('ee', 'i')},
             (array['Alice','Ben','Chloe','Dev','Emma','Finn','Grace','Hari','Isla','Jack'])[1 + i % 10] || ' ' ||
             (array['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Wright'])[1 + (i / 10) % 10]
             || ' ' || i,
             'worker' || i || '@contractor.test'
      from generate_series(1, ${E}) i;
    `,
  );
  await run(
    database,
    'engagements',
    `
    insert into engagements (id, company_id, engaged_entity_id, engaged_individual_id, answerer_id, approver_id, status,
                             contract_start, contract_end, contract_value_pence, service_provided, created_at, updated_at)
      select ${uid('en', 'i')}, ${uid('c', groupOf)}, ${uid('ee', 'i')}, ${uid('ei', 'i')},
             ${v4(`md5('u-specialist-' || ${groupOf}::text)`)}, ${v4(`md5('u-approver-' || ${groupOf}::text)`)},
             (case when i % 20 = 0 then 'ended' when i % 50 = 1 then 'archived' else 'active' end)::engagement_status,
             date '2024-01-01' + (i % 700), date '2025-01-01' + (i % 700), 1000000 + (i % 9000) * 100,
             (array['Software development','Data engineering','Project management','Consulting','Design'])[1 + i % 5]
             || ' ' || (i % 997),
             timestamptz '2024-01-01' + (i || ' minutes')::interval, timestamptz '2024-01-01' + (i || ' minutes')::interval
      from generate_series(1, ${E}) i;
    `,
  );
  await run(
    database,
    'assessments',
    `
    insert into assessments (id, engagement_id, type, status, due_date, answerer_id, approver_id, employed, self_employed,
                             risk_level, last_version, date_started, date_submitted, date_approved, created_at, updated_at)
      select ${uid('a', '(i - 1) * 3 + k')}, ${uid('en', 'i')},
             (case when k = 1 then 'assessment' else 'reassessment' end)::assessment_type,
             (case when k < 3 then 'approved'
                   else (array['created','created','in_progress','review','returned','approved','to_verify'])[1 + i % 7] end)::assessment_status,
             date '2024-02-01' + (i % 700) + k * 120,
             ${v4(`md5('u-specialist-' || ${groupOf}::text)`)}, ${v4(`md5('u-approver-' || ${groupOf}::text)`)},
             case when k < 3 then 40 + i % 30 end, case when k < 3 then 60 - i % 30 end,
             (case when k < 3 then (array['low','medium','high'])[1 + i % 3] end)::risk_level,
             case when k < 3 then 1 else 0 end,
             case when k < 3 then timestamptz '2024-01-02' + (i || ' minutes')::interval end,
             case when k < 3 then timestamptz '2024-01-03' + (i || ' minutes')::interval end,
             case when k < 3 then timestamptz '2024-01-04' + (i || ' minutes')::interval end,
             timestamptz '2024-01-01' + (i || ' minutes')::interval + (k || ' days')::interval,
             timestamptz '2024-01-01' + (i || ' minutes')::interval + (k || ' days')::interval
      from generate_series(1, ${E}) i, generate_series(1, ${SCALE.assessmentsPerEngagement}) k;
    `,
  );
  // 1% of the engagements deleted (soft), as on a database that has lived a while: the lists and
  // their counts must leave them out without reading them.
  await run(
    database,
    'deleted engagements (1%)',
    `update engagements set deleted_at = timestamptz '2025-06-01' where id in (select ${uid('en', 'i')} from generate_series(1, ${E}, 100) i)`,
  );
  // VACUUM as well as ANALYZE (production's autovacuum does both): the visibility map lets the lists'
  // index-only scans skip the heap, as they do on a database that has lived a while.
  await run(database, 'vacuum (analyze)', 'vacuum (analyze)');
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null });
  await seedScale(database);
  await database.close();
}
