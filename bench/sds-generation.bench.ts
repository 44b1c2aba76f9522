/**
 * Times the Status Determination Statement: REPORTS statements (default 30) of one realistic
 * approved assessment (a full interview with varied answers and review comments), each the whole
 * `report.generate` job (load, render, store the PDF, mark generated) and the rendering alone.
 * Prints p50/p95/max per report and the PDF size. Goal: p95 < 500 ms.
 * Database: DATABASE_URL when set (PostgreSQL), else in-memory PGlite.
 *   npx tsx bench/sds-generation.bench.ts
 */

import { eq } from 'drizzle-orm';
import { loadActor } from '../apps/server/src/authz/actor.ts';
import { installAppJobs } from '../apps/server/src/composition/jobs.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { assessmentReports, assessments } from '../apps/server/src/db/schema/index.ts';
import { temporaryStorage } from '../apps/server/src/lib/storage/create-storage.ts';
import { findReport, loadStatementSource } from '../apps/server/src/modules/reports/report.repository.ts';
import { requestReport } from '../apps/server/src/modules/reports/report.service.ts';
import { generateReport } from '../apps/server/src/modules/reports/report-generation.ts';
import { renderStatement } from '../apps/server/src/modules/reports/sds/render-statement.ts';
import { toStatement } from '../apps/server/src/modules/reports/sds/statement.ts';
import { approveWithFullInterview } from './support/approved-assessment.ts';
import { seedEngagements } from './support/seed-engagements.ts';

const REPORTS = Number(process.env.REPORTS ?? 30);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: 4 });
await database.migrate(installAppJobs);
const db = database.db;
const storage = await temporaryStorage();
const { admin, specialist, approver } = await seedEngagements(database, 1);
const [a] = await db.select().from(assessments);
const id = a!.id;
const actorOf = async (userId: string) => (await loadActor(db, userId))!;

await approveWithFullInterview(db, id, { specialistId: specialist.id, approverId: approver.id });

const adminActor = await actorOf(admin.id);
const stats = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
  return `p50 ${at(50).toFixed(0)} ms, p95 ${at(95).toFixed(0)} ms, max ${s[s.length - 1]!.toFixed(0)} ms`;
};

// The whole job per statement. The first (queued by the approval) warms up the process (module
// loading, font metrics, JIT) and is printed apart.
const [first] = await db.select().from(assessmentReports).where(eq(assessmentReports.status, 'queued'));
const w0 = performance.now();
await generateReport(db, storage, first!.id, new Date());
console.log(`first statement (cold): ${(performance.now() - w0).toFixed(0)} ms`);
const jobTimes: number[] = [];
for (let i = 0; i < REPORTS; i++) {
  await requestReport(db, adminActor, id);
  const [queued] = await db.select().from(assessmentReports).where(eq(assessmentReports.status, 'queued'));
  const t0 = performance.now();
  await generateReport(db, storage, queued!.id, new Date());
  jobTimes.push(performance.now() - t0);
}

// The rendering alone, on the stored sources of the last report.
const [last] = await db
  .select()
  .from(assessmentReports)
  .where(eq(assessmentReports.version, REPORTS + 1));
const report = (await findReport(db, last!.id))!;
const statement = toStatement((await loadStatementSource(db, report))!, report, new Date())!;
const renderTimes: number[] = [];
let size = 0;
let pages = 0;
for (let i = 0; i < REPORTS; i++) {
  const t0 = performance.now();
  const { pdf, pageCount } = await renderStatement(statement);
  renderTimes.push(performance.now() - t0);
  size = pdf.length;
  pages = pageCount;
}

console.log(
  `SDS of ${statement.path.length} questions, ${statement.result.factors.length} factors: ${pages} pages, ${(size / 1024).toFixed(1)} KiB`,
);
console.log(`report.generate job (${REPORTS} statements, ${database.kind}): ${stats(jobTimes)}`);
console.log(`rendering alone (${REPORTS} renders): ${stats(renderTimes)}`);

await storage.close();
await database.close();
