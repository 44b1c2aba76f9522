/**
 * The company report of a 20,000-engagement group on the scale dataset (issue 25: built in under
 * 20 s with flat memory). Seeds the dataset when missing (bench/seed-scale.ts) and fills the group's
 * approved assessments' determination JSON (the dataset leaves it empty); on a dataset without
 * statements sent for the group it also adds them (every second engagement's statement to the worker
 * and the agency, with delivery events; appeals on a tenth of those, half of them decided). Then builds the report RUNS times (default 3) with the job's own function,
 * sampling the process's memory every 20 ms, and once for a small group beside it: flat memory means
 * the big group's peak heap is about the small one's, not twenty times it.
 *   DATABASE_URL=postgres://… node --max-old-space-size=256 --import tsx bench/company-report.bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { companyReports, storedFiles } from '../apps/server/src/db/schema/index.ts';
import { localStorage } from '../apps/server/src/lib/storage/local-storage.ts';
import { buildCompanyReport } from '../apps/server/src/modules/company-reports/company-report-build.ts';
import { seedScale } from './seed-scale.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const BIG = 'Scale Group 0001 plc';
const SMALL = 'Scale Group 0500 plc';

async function one<T>(database: Database, query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await database.db.execute(query))[0]!;
}

/**
 * The determination JSON of the group's approved assessments (what a real result holds, ~1.5 KB),
 * which the scale dataset leaves empty: the Determinations sheet reads the outcome from it.
 */
async function fillDeterminations(database: Database, companyId: string) {
  await database.db.execute(sql`
    update assessments a set result = jsonb_build_object(
        'outcome', case when a.employed > a.self_employed then 'employed' else 'selfEmployed' end,
        'employed', a.employed, 'selfEmployed', a.self_employed, 'certainty', 0.8, 'riskLevel', a.risk_level,
        'summary', repeat('The engagement shows control and substitution answers that point one way. ', 12),
        'questionnaireVersion', '2024.1', 'rulesetVersion', '2.0', 'isIr35', true,
        'riskReasons', jsonb_build_array('gap of 12 points', 'two answers not known'))
      from engagements e
      where e.id = a.engagement_id and e.company_id = ${companyId}::uuid and a.status = 'approved' and a.result is null`);
}

/** Statements sent and appeals for the group's engagements, when the dataset has none (set-based SQL). */
async function supplement(database: Database, companyId: string) {
  const { n } = await one<{ n: number }>(
    database,
    sql`select count(*)::int as n from contractor_report_mail_groups g join engagements e on e.id = g.engagement_id
        where e.company_id = ${companyId}::uuid`,
  );
  if (n > 0) return console.log(`the dataset has ${n} statement sendings for the group: no supplement`);
  const t0 = performance.now();
  await database.db.execute(sql`
    create unlogged table bench_sent as
      select e.id as engagement_id, a.id as assessment_id, gen_random_uuid() as report_id, gen_random_uuid() as group_id,
             e.engaged_individual_id, e.created_at, row_number() over (order by e.id) as n
      from engagements e
      join lateral (select a.id from assessments a where a.engagement_id = e.id and a.status = 'approved'
                    order by a.date_approved desc limit 1) a on true
      where e.company_id = ${companyId}::uuid and e.deleted_at is null and hashtext(e.id::text) % 2 = 0`);
  await database.db.execute(sql`insert into assessment_reports (id, assessment_id, version, assessment_version, status, generated_at)
    select report_id, assessment_id, 1, 1, 'generated', created_at + interval '3 days' from bench_sent`);
  await database.db.execute(sql`insert into contractor_report_mail_groups (id, engagement_id, assessment_report_id, created_at)
    select group_id, engagement_id, report_id, created_at + interval '3 days' from bench_sent`);
  await database.db.execute(sql`create unlogged table bench_recipients as
    select gen_random_uuid() as id, gen_random_uuid() as message_id, s.group_id, s.created_at, p.party, s.n,
           p.party || s.n || '@bench.test' as email
    from bench_sent s, (values ('worker'), ('agency')) p(party)`);
  await database.db.execute(sql`insert into email_messages (id, "to", subject, text, html, template_key, status, sent_at, created_at, entity_type, entity_id)
    select message_id, email, 'Your status determination statement', 'link', '<p>link</p>', 'contractor_report.link',
           'sent', created_at + interval '3 days', created_at + interval '3 days', 'engagement', null from bench_recipients`);
  await database.db.execute(sql`insert into email_events (email_message_id, name, occurred_at, source)
    select message_id, 'delivered', created_at + interval '3 days 1 minute', 'smtp' from bench_recipients`);
  await database.db.execute(sql`insert into contractor_report_recipients (id, group_id, email, party, link_key_hash, download_code_hash, expires_at,
                                            link_message_id, first_opened_at, download_count, created_at)
    select id, group_id, email, party, md5(id::text || 'l'), md5(id::text || 'd'), created_at + interval '33 days',
           message_id, case when n % 3 = 0 then created_at + interval '4 days' end, (n % 3 = 0)::int,
           created_at + interval '3 days' from bench_recipients`);
  await database.db.execute(sql`insert into appeals (key_hash, company_id, engagement_id, assessment_id, assessment_report_id, status,
                       contractor_email, representations_received_on, statutory_deadline, date_started, date_ended, created_at)
    select md5(s.report_id::text), ${companyId}::uuid, s.engagement_id, s.assessment_id, s.report_id,
           (array['started','am_processing','contractor_processing','closed','closed','closed'])[1 + s.n % 6],
           'worker' || s.n || '@bench.test', (s.created_at + interval '5 days')::date, (s.created_at + interval '50 days')::date,
           s.created_at + interval '5 days', case when s.n % 6 >= 3 then s.created_at + interval '40 days' end,
           s.created_at + interval '4 days'
    from bench_sent s where s.n % 10 = 0`);
  await database.db.execute(sql`insert into appeal_decisions (appeal_id, decision, comment, created_at)
    select a.id, (case when hashtext(a.id::text) % 2 = 0 then 'accepted' else 'rejected' end), 'Decided.', a.date_ended
    from appeals a where a.company_id = ${companyId}::uuid and a.status = 'closed'`);
  await database.db.execute(sql`drop table bench_recipients`);
  await database.db.execute(sql`drop table bench_sent`);
  await database.db.execute(sql`analyze`);
  console.log(`supplement for the group: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** Builds the group's report once, sampling memory; answers the time, the peaks and the file. */
async function build(database: Database, companyId: string, storageDir: string) {
  const db = database.db;
  await db.delete(companyReports).where(eq(companyReports.companyId, companyId));
  const [report] = await db.insert(companyReports).values({ companyId }).returning();
  global.gc?.();
  const base = process.memoryUsage();
  const peak = { heapUsed: base.heapUsed, rss: base.rss, external: base.external };
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
    peak.rss = Math.max(peak.rss, m.rss);
    peak.external = Math.max(peak.external, m.external);
  }, 20);
  const t0 = performance.now();
  const outcome = await buildCompanyReport(db, localStorage(storageDir), report!.id, new Date());
  const ms = performance.now() - t0;
  clearInterval(timer);
  const [row] = await db.select().from(companyReports).where(eq(companyReports.id, report!.id));
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
  return { outcome, ms, base, peak, counts: row!.counts!, size: file!.size };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: 4 });
await seedScale(database);
const company = (name: string) =>
  one<{ id: string; n: number }>(
    database,
    sql`select c.id, (select count(*)::int from engagements e where e.company_id = c.id and e.deleted_at is null) as n
        from companies c where c.name = ${name}`,
  );
const big = await company(BIG);
const small = await company(SMALL);
await fillDeterminations(database, big.id);
await supplement(database, big.id);
const storageDir = await mkdtemp(path.join(os.tmpdir(), 'statera-report-bench-'));
console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

const s = await build(database, small.id, storageDir);
console.log(
  `small group (${small.n} engagements): ${s.ms.toFixed(0)} ms, heap ${mb(s.base.heapUsed)} → peak ${mb(s.peak.heapUsed)}, ` +
    `rss peak ${mb(s.peak.rss)}, ${(s.size / 1024).toFixed(0)} KiB`,
);
for (let i = 1; i <= RUNS; i++) {
  const r = await build(database, big.id, storageDir);
  console.log(
    `run ${i}: ${BIG} (${big.n} engagements): ${r.outcome} in ${(r.ms / 1000).toFixed(1)} s; ` +
      `rows ${JSON.stringify(r.counts)}; file ${(r.size / 1024 / 1024).toFixed(1)} MiB; ` +
      `heap ${mb(r.base.heapUsed)} → peak ${mb(r.peak.heapUsed)} (+${mb(r.peak.heapUsed - r.base.heapUsed)}), ` +
      `rss ${mb(r.base.rss)} → peak ${mb(r.peak.rss)}, external peak ${mb(r.peak.external)}`,
  );
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await rm(storageDir, { recursive: true, force: true });
await database.close();
