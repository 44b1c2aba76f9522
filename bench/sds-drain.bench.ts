/**
 * Issue 10's drain benchmark: queues REPORTS Status Determination Statements (default 1,000) of one
 * realistic approved assessment, lets the `report.generate` job (pg-boss, `startJobs` with storage, as
 * main.ts runs it) drain them, and loads `GET /api/assessments/:id` with autocannon at CONNECTIONS
 * (default 10) for DURATION s (default 10) without the drain and again while it runs. Prints the drain
 * time, reports/s and the API p99 both ways. PostgreSQL only (pg-boss):
 *   DATABASE_URL=postgres://… npx tsx bench/sds-drain.bench.ts
 */

import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadActor } from '../apps/server/src/authz/actor.ts';
import { installAppJobs, JOBS } from '../apps/server/src/composition/jobs.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { assessmentReports, assessments, engagements } from '../apps/server/src/db/schema/index.ts';
import { startJobs } from '../apps/server/src/jobs/runner.ts';
import { temporaryStorage } from '../apps/server/src/lib/storage/create-storage.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { requestReport } from '../apps/server/src/modules/reports/report.service.ts';
import { approveWithFullInterview } from './support/approved-assessment.ts';
import { seedEngagements } from './support/seed-engagements.ts';

const REPORTS = Number(process.env.REPORTS ?? 1000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
if (!process.env.DATABASE_URL) throw new Error('the drain benchmark needs PostgreSQL (DATABASE_URL)');

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: null,
  poolSize: CONNECTIONS + 2,
});
await database.migrate(installAppJobs);
const db = database.db;
const storage = await temporaryStorage();
const { company, admin, specialist, approver } = await seedEngagements(database, 1);
// The seeded client's assessment (the database may hold others, e.g. the scale dataset).
const [seeded] = await db
  .select({ a: assessments })
  .from(assessments)
  .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
  .where(eq(engagements.companyId, company.id));
const a = seeded?.a;
const id = a!.id;

await approveWithFullInterview(db, id, { specialistId: specialist.id, approverId: approver.id });

const app = await buildApp(
  { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', rateLimitMax: 100_000_000, storage },
  database,
);
const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/assessments/${id}`;
const authorization = `Bearer ${(await issueSessionTokens(db, app.tokens, admin.id, randomUUID())).accessToken}`;
const load = async () => {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { authorization } });
  return `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts + r.non2xx}`;
};
const pending = async () =>
  (
    (await db.execute(
      sql`select count(*)::int as n from ${assessmentReports} where ${assessmentReports.assessmentId} = ${id} and ${assessmentReports.status} = 'queued'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

console.log(`GET /api/assessments/:id, no drain (${CONNECTIONS} connections, ${DURATION} s): ${await load()}`);

// Queue REPORTS statements (each a new version, as PUT reports does), then start the job runner.
const adminActor = (await loadActor(db, admin.id))!;
const q0 = performance.now();
for (let i = 0; i < REPORTS; i++) await requestReport(db, adminActor, id);
console.log(`queued ${REPORTS} reports in ${((performance.now() - q0) / 1000).toFixed(1)} s`);
const log = { info() {}, warn() {}, error: (o: unknown, m?: string) => console.error(m, o), debug() {} };
const t0 = performance.now();
const jobs = await startJobs({ jobs: JOBS, database, mailer: null, storage, log: log as never });
const during = await load();
let left = await pending();
while (left > 0) {
  await new Promise((r) => setTimeout(r, 500));
  left = await pending();
}
const drain = (performance.now() - t0) / 1000;
console.log(`GET /api/assessments/:id, during the drain: ${during}`);
console.log(`drained ${REPORTS} reports in ${drain.toFixed(1)} s: ${(REPORTS / drain).toFixed(1)} reports/s`);

await jobs.stop();
await app.close();
await storage.close();
await database.close();
