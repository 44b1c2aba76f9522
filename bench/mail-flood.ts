/**
 * Issue 30 item 4: mail and files a user can pile on someone through the product. Starts a
 * throw-away PostgreSQL 15, an SMTP sink and the server as production runs it (main.ts in a child
 * process with its jobs, files in a temporary FILES_DIR), then over real HTTP:
 *   1. a client admin sends the Status Determination Statement of one engagement SENDS (10) times to
 *      one outside address and resends it RESENDS (10) times; once the outbox is drained, prints the
 *      answers and the emails that mailbox received (two per sending: the link and the code);
 *   2. a worker, with the link key of their appeal, writes DRAFTS (20) drafts and attaches FILES (10)
 *      files of FILE_MB (2) MB to each, one request per file as the page does; prints the answers,
 *      and the drafts, files and bytes the appeal was left holding.
 * Exits 1 when a mailbox received more than 6 emails from one engagement in a day, or an appeal
 * holds more than 10 unsent drafts, 50 of the worker's files or 200 MB (ABUSE_LIMITS).
 *   npx tsx bench/mail-flood.ts                  (SENDS, RESENDS, DRAFTS, FILES, FILE_MB; needs /usr/lib/postgresql/15)
 *   SERVER_DIR=/tmp/before npx tsx bench/mail-flood.ts   (another checkout, e.g. `git archive <ref>`)
 */

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { installAppJobs } from '../apps/server/src/composition/jobs.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { localStorage } from '../apps/server/src/lib/storage/local-storage.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { buildAppeal } from '../apps/server/test/factories/appeals.ts';
import { buildContractorReport } from '../apps/server/test/factories/contractor-report.ts';
import { buildEngagement } from '../apps/server/test/factories/engagement.ts';
import { buildTenant } from '../apps/server/test/factories/tenant.ts';
import { startSmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { startThrowawayPostgres } from './support/throwaway-postgres.ts';

const SENDS = Number(process.env.SENDS ?? 10);
const RESENDS = Number(process.env.RESENDS ?? 10);
const DRAFTS = Number(process.env.DRAFTS ?? 20);
const FILES = Number(process.env.FILES ?? 10);
const FILE_MB = Number(process.env.FILE_MB ?? 2);
const VICTIM = 'someone.else@example.test';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
};

const pg = await startThrowawayPostgres();
const sink = await startSmtpSink();
const filesDir = await mkdtemp(path.join(os.tmpdir(), 'statera-flood-bench-'));
let server: ServerProcess | undefined;
const failures: string[] = [];
try {
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  await database.migrate(installAppJobs);
  const db = database.db;
  const storage = localStorage(filesDir);
  const t = await buildTenant(db);
  const engagement = await buildEngagement(db, t);
  await buildContractorReport(db, storage, { assessmentId: engagement.assessmentId });
  const { key } = await buildAppeal(db, storage, t, { status: 'started' });
  const jwtSecret = randomBytes(32).toString('hex');
  const tokensApp = await buildApp({ jwtSecret, logLevel: 'silent' }, database);
  const { accessToken } = await issueSessionTokens(db, tokensApp.tokens, t.clientAdmin.id, randomUUID());
  await tokensApp.close();

  server = await startServerProcess(
    { DATABASE_URL: pg.url, JWT_SECRET: jwtSecret, FILES_DIR: filesDir, SMTP_URL: sink.url, TRUST_PROXY: '127.0.0.1' },
    process.env.SERVER_DIR ? { cwd: process.env.SERVER_DIR } : {},
  );
  const base = server.base;
  const asAdmin = (method: string, url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  // 1. sendings of one statement to one outside address
  const statuses: number[] = [];
  let groupId = '';
  for (let i = 0; i < SENDS; i++) {
    const res = await asAdmin('POST', `/api/engagements/${engagement.id}/send-contractor-report`, { emails: [VICTIM] });
    statuses.push(res.status);
    if (res.status === 201) groupId = ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
  }
  const resends: number[] = [];
  for (let i = 0; i < RESENDS; i++) {
    const res = await asAdmin('PUT', '/api/resend-contractor-report', { engagementMailGroupId: groupId });
    resends.push(res.status);
    if (res.status === 429 && i === RESENDS - 1) console.log(`   last refusal: ${JSON.stringify(await res.json())}`);
  }
  // the outbox drained: nothing left queued for the address
  for (let waited = 0; waited < 120_000; waited += 500) {
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from email_messages where ${VICTIM} = "to" and status in ('queued', 'deferred')`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0]!.n === 0) break;
    await sleep(500);
  }
  const received = sink.to(VICTIM).length;
  console.log(`\n1. statement of one engagement to ${VICTIM}`);
  console.log(`   ${SENDS} sends: ${tally(statuses)}; ${RESENDS} resends: ${tally(resends)}`);
  console.log(`   emails received by that mailbox: ${received}`);
  if (received > 6) failures.push(`${received} emails to one mailbox`);

  // 2. drafts and files on one appeal by its link key
  let ip = 0;
  const nextIp = () => `198.51.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`; // past the per-client rate limit
  const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(FILE_MB * 1024 * 1024 - 9, 0x20)]);
  const draftStatuses: number[] = [];
  const fileStatuses: number[] = [];
  for (let d = 0; d < DRAFTS; d++) {
    const res = await fetch(`${base}/api/appeals/key/${key}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ threadId: 'supporting', body: `Draft ${d}` }),
    });
    draftStatuses.push(res.status);
    if (res.status !== 201) continue;
    const { id } = (await res.json()) as { id: string };
    for (let f = 0; f < FILES; f++) {
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'application/pdf' }), `evidence-${d}-${f}.pdf`);
      const up = await fetch(`${base}/api/appeals/key/${key}/comments/${id}/attachments`, {
        method: 'PUT',
        headers: { 'x-forwarded-for': nextIp() },
        body: form,
      });
      fileStatuses.push(up.status);
      await up.arrayBuffer();
    }
  }
  const { rows } = (await db.execute(sql`
    select count(distinct c.id)::int as drafts, count(f.id)::int as files, coalesce(sum(f.size), 0)::bigint as bytes
      from appeal_comments c
      left join appeal_comment_attachments a on a.comment_id = c.id
      left join stored_files f on f.id = a.file_id
     where c.by_contractor and c.status = 'created'`)) as unknown as {
    rows: { drafts: number; files: number; bytes: string }[];
  };
  const held = rows[0]!;
  const mb = Math.round(Number(held.bytes) / 1024 / 1024);
  console.log(`2. one appeal, by its link key: ${DRAFTS} drafts × ${FILES} files × ${FILE_MB} MB`);
  console.log(`   drafts: ${tally(draftStatuses)}; files: ${tally(fileStatuses)}`);
  console.log(`   the appeal holds: ${held.drafts} drafts, ${held.files} files, ${mb} MB`);
  if (held.drafts > 10) failures.push(`${held.drafts} drafts`);
  if (held.files > 50) failures.push(`${held.files} files`);
  if (mb > 200) failures.push(`${mb} MB`);
  await database.close();
} finally {
  server?.child.kill('SIGTERM');
  await server?.waitExit(10_000);
  await sink.close();
  pg.destroy();
  await rm(filesDir, { recursive: true, force: true });
}
console.log(
  failures.length ? `\nFAILED: ${failures.join('; ')}` : '\nOK: within the per-recipient and per-appeal limits',
);
process.exitCode = failures.length ? 1 : 0;
