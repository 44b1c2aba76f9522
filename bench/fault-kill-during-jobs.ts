/**
 * Fault: the server is killed (SIGKILL, no chance to clean up) while its jobs render Status
 * Determination Statements and send mail, and another process takes over. Starts a throw-away
 * PostgreSQL 15, an SMTP sink answering each RCPT TO after SMTP_DELAY ms (default 300), and the server
 * (apps/server/src/main.ts in a child process, jobs included, files in a temporary FILES_DIR), with
 * REPORTS statements (default 120) and EMAILS emails (default 20) queued. Once some of each are done,
 * the server is killed with SIGKILL and a second one started on the same database and files. Prints:
 * what was done at the kill, how long the rest took, and the checks — each statement generated once,
 * with its stored_files row and its object, no object left without a row; each email received once
 * (by Message-ID and by recipient); the report jobs' final states.
 *   npx tsx bench/fault-kill-during-jobs.ts     (REPORTS, EMAILS, SMTP_DELAY; needs /usr/lib/postgresql/15)
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadActor } from '../apps/server/src/authz/actor.ts';
import { installAppJobs } from '../apps/server/src/composition/jobs.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { assessments, engagements } from '../apps/server/src/db/schema/index.ts';
import { enqueueEmail } from '../apps/server/src/modules/mail/mail.service.ts';
import { renderEmail } from '../apps/server/src/modules/mail/templates/layout.ts';
import { requestReport } from '../apps/server/src/modules/reports/report.service.ts';
import { startSmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { approveWithFullInterview } from './support/approved-assessment.ts';
import { seedEngagements } from './support/seed-engagements.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { startThrowawayPostgres } from './support/throwaway-postgres.ts';

const REPORTS = Number(process.env.REPORTS ?? 120);
const EMAILS = Number(process.env.EMAILS ?? 20);
const SMTP_DELAY = Number(process.env.SMTP_DELAY ?? 300);
/** How long the second process gets to finish everything. */
const DEADLINE_S = Number(process.env.DEADLINE ?? 600);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const pg = await startThrowawayPostgres();
const sink = await startSmtpSink();
sink.setDelay(SMTP_DELAY);
const filesDir = mkdtempSync(path.join(tmpdir(), 'statera-kill-files-'));
const servers: ServerProcess[] = [];
try {
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  await database.migrate(installAppJobs);
  const db = database.db;
  const { company, admin, specialist, approver } = await seedEngagements(database, 1);
  const [seeded] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .where(eq(engagements.companyId, company.id));
  const assessmentId = seeded!.id;
  // Approval queues the first statement; each request queues the next version.
  await approveWithFullInterview(db, assessmentId, { specialistId: specialist.id, approverId: approver.id });
  // Only the mails of this run count (the seed may queue its own).
  await db.execute(sql`update email_messages set status = 'failed' where status in ('queued', 'deferred')`);
  const tag = randomBytes(3).toString('hex');
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  const progress = () =>
    one<{ generated: number; sent: number; claimed: number }>(sql`select
      (select count(*)::int from assessment_reports where assessment_id = ${assessmentId} and status = 'generated') as generated,
      (select count(*)::int from email_messages where status = 'sent' and "to" like ${`%.${tag}@example.test`}) as sent,
      (select count(*)::int from email_messages where status in ('queued', 'deferred') and message_id is not null) as claimed`);

  const env = {
    DATABASE_URL: pg.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: sink.url,
    FILES_DIR: filesDir,
  };
  const first = await startServerProcess(env);
  const startedAt = Date.now();
  servers.push(first);
  // The work arrives while the server runs: statements requested (each a new version) and mail.
  const adminActor = (await loadActor(db, admin.id))!;
  for (let i = 1; i < REPORTS; i++) await requestReport(db, adminActor, assessmentId);
  for (let i = 0; i < EMAILS; i++) {
    await enqueueEmail(db, {
      to: `kill${i}.${tag}@example.test`,
      content: renderEmail({ templateKey: 'bench.kill', subject: `Kill ${i}`, greeting: 'Hello,', paragraphs: ['x'] }),
    });
  }
  let atKill = await progress();
  // Kill it half-way: some statements and some mails done, the rest in hand or waiting.
  while (Date.now() - startedAt < 120_000) {
    atKill = await progress();
    if (atKill.generated >= Math.min(10, REPORTS / 4) && atKill.sent >= Math.min(2, EMAILS / 4)) break;
    await sleep(25);
  }
  first.child.kill('SIGKILL');
  const killedAt = Date.now();
  await first.waitExit(5_000);
  const afterKill = await progress();
  const receivedAtKill = sink.received.length;

  const second = await startServerProcess(env);
  servers.push(second);
  const restartedAt = Date.now();
  let done = afterKill;
  let reportsDoneAt: number | null = null;
  let mailsDoneAt: number | null = null;
  while (Date.now() - restartedAt < DEADLINE_S * 1000) {
    done = await progress();
    if (done.generated >= REPORTS && reportsDoneAt === null) reportsDoneAt = Date.now();
    if (done.sent >= EMAILS && mailsDoneAt === null) mailsDoneAt = Date.now();
    if (reportsDoneAt && mailsDoneAt) break;
    await sleep(250);
  }
  // Watch a little longer for a late duplicate.
  await sleep(5_000);

  const reports = await one<{ total: number; generated: number; withFile: number; files: number }>(sql`select
    count(*)::int as total,
    count(*) filter (where r.status = 'generated')::int as generated,
    count(*) filter (where r.status = 'generated' and f.id is not null)::int as "withFile",
    (select count(*)::int from stored_files where key like 'reports/%') as files
    from assessment_reports r left join stored_files f on f.id = r.file_id where r.assessment_id = ${assessmentId}`);
  const keys = (
    (await db.execute(sql`select key from stored_files where key like 'reports/%'`)) as unknown as {
      rows: { key: string }[];
    }
  ).rows.map((r) => r.key);
  const objects = readdirSync(path.join(filesDir, 'reports')).map((f) => `reports/${f}`);
  const missing = keys.filter((k) => !objects.includes(k));
  const orphans = objects.filter((o) => !keys.includes(o));
  const jobs = (
    (await db.execute(
      sql`select state, count(*)::int as n, max(retry_count)::int as retries from pgboss.job where name = 'report.generate' group by state order by state`,
    )) as unknown as { rows: { state: string; n: number; retries: number }[] }
  ).rows;
  const ours = sink.received.filter((m) => m.to.some((t) => t.endsWith(`.${tag}@example.test`)));
  const ids = ours.map((m) => /^message-id:\s*(.+?)\r?$/im.exec(m.raw)?.[1] ?? '?');
  const recipients = ours.map((m) => m.to.join(','));
  await database.close();

  const secs = (ms: number | null) => (ms === null ? 'NOT within the deadline' : `${(ms / 1000).toFixed(1)} s`);
  console.log(
    `\nSIGKILL during jobs: ${REPORTS} statements and ${EMAILS} emails queued (SMTP answering after ${SMTP_DELAY} ms)`,
  );
  console.log(
    `killed after ${((killedAt - startedAt) / 1000).toFixed(1)} s: statements generated ${afterKill.generated}, emails sent ${afterKill.sent}, claimed and not sent ${afterKill.claimed}; SMTP had received ${receivedAtKill}`,
  );
  console.log(
    `second process: statements all generated after ${secs(reportsDoneAt && reportsDoneAt - restartedAt)}, emails all sent after ${secs(mailsDoneAt && mailsDoneAt - restartedAt)}`,
  );
  console.log(
    `statements: ${reports.generated} of ${reports.total} generated, ${reports.withFile} with their file row; report files ${reports.files} rows, ${objects.length} objects; rows without object ${missing.length}; objects without row ${orphans.length}`,
  );
  console.log(`report.generate jobs: ${jobs.map((j) => `${j.state}×${j.n} (max retries ${j.retries})`).join(', ')}`);
  console.log(
    `emails: received ${ours.length} of ${EMAILS}; duplicates by Message-ID ${ids.length - new Set(ids).size}, by recipient ${recipients.length - new Set(recipients).size}`,
  );
  await second.child.kill('SIGTERM');
  await second.waitExit(15_000);
} finally {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await sink.close();
  pg.destroy();
  rmSync(filesDir, { recursive: true, force: true });
}
