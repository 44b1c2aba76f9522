import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { JOBS } from '../composition/jobs.ts';
import { enqueueEmail } from '../modules/mail/mail.service.ts';
import { renderEmail } from '../modules/mail/templates/layout.ts';
import { createBoss } from './boss.ts';
import { defineJob, type JobLog, RetryLater } from './define.ts';
import { installJobs } from './install.ts';
import { type JobRunner, startJobs } from './runner.ts';
import { wakeWorkers } from './wake.ts';

const ctx = useTestApp();
let sink: SmtpSink;
const errors: unknown[] = [];
const log: JobLog = { info() {}, warn() {}, error: (obj) => errors.push(obj) };
// Short cron intervals so that a schedule fires within seconds of starting.
const bossOptions = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
const runners: JobRunner[] = [];
const start = async () => {
  const runner = await startJobs({ database: ctx.database, mailer: sink.mailer(), log, bossOptions, jobs: JOBS });
  runners.push(runner);
  return runner;
};

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const r of runners) await r.stop(2000);
  await sink.close();
});

const sql = async (text: string, values: unknown[] = []) => (await ctx.database.executeSql(text, values)).rows;
async function waitFor(check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
const content = (subject: string) =>
  renderEmail({ templateKey: 'test.jobs', subject, greeting: 'Hello,', paragraphs: ['Sent by a job.'] });

describe('background jobs on pg-boss', () => {
  it('has a queue for every registered job after the migration, before any worker starts', async () => {
    const names = (await sql('select name from pgboss.queue')).map((r) => r.name);
    for (const job of JOBS) expect(names).toContain(job.name);
  });

  it('never runs a job sent in a rolled-back transaction; delivers one sent in a committed one', async () => {
    await start();
    const kept = `kept.${Date.now()}@example.test`;
    const dropped = `dropped.${Date.now()}@example.test`;
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: dropped, content: content('Rolled back') });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await ctx.app.db.transaction((tx) => enqueueEmail(tx, { to: kept, content: content('Committed') }));

    await waitFor(() => sink.to(kept).length > 0);
    expect(sink.to(kept).map((m) => m.subject)).toEqual(['Committed']);
    await waitFor(
      async () => (await sql(`select state from pgboss.job where data->>'id' = $1`, [id]))[0]?.state === 'completed',
    );
    expect((await sql('select status from email_messages where id = $1', [id]))[0]?.status).toBe('sent');
    // the rolled-back email left neither a message nor a job, and nothing reached SMTP
    expect(await sql('select id from email_messages where "to" = $1', [dropped])).toEqual([]);
    expect(
      await sql(
        `select id from pgboss.job where name = 'email.deliver' and data->>'id' not in (select id::text from email_messages)`,
      ),
    ).toEqual([]);
    expect(sink.to(dropped)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('registers a schedule once and fires it once per minute across several processes', async () => {
    await start(); // a second process on the same database
    const sends = () =>
      sql(`select singleton_on from pgboss.job where name = '__pgboss__send-it' and singleton_key = 'email.sweep'`);
    await waitFor(
      async () => (await sql(`select 1 from pgboss.job where name = 'email.sweep' and state = 'completed'`)).length > 0,
    );
    // both processes run the cron check every second; give them time to try again
    await new Promise((r) => setTimeout(r, 2500));
    expect(await sql(`select cron from pgboss.schedule where name = 'email.sweep'`)).toEqual([{ cron: '* * * * *' }]);
    const slots = (await sends()).map((r) => String(r.singleton_on));
    expect(new Set(slots).size).toBe(slots.length); // at most one per minute
    const sweeps = await sql(`select 1 from pgboss.job where name = 'email.sweep'`);
    expect(sweeps).toHaveLength(slots.length);
    expect(errors).toEqual([]);
  });

  it('retries a job that waits (RetryLater) with an info line, and logs an error only when no retry is left', async () => {
    const infos: { msg: string; obj: Record<string, unknown> }[] = [];
    const failures: Record<string, unknown>[] = [];
    const attempts: number[] = [];
    const waiting = defineJob<{ n: number }>({
      name: 'test.waits',
      queue: { retryLimit: 1, retryDelay: 1 },
      work: { pollingIntervalSeconds: 0.5 },
      async handle(data) {
        attempts.push(data.n);
        throw new RetryLater('the statement is still rendering');
      },
    });
    await installJobs(ctx.database, [waiting]);
    const runner = await startJobs({
      database: ctx.database,
      mailer: null,
      jobs: [waiting],
      log: {
        info: (obj, msg) => infos.push({ obj: obj as Record<string, unknown>, msg }),
        warn() {},
        error: (obj) => failures.push(obj as Record<string, unknown>),
      },
    });
    runners.push(runner);
    await runner.boss.send('test.waits', { n: 1 });
    await waitFor(() => attempts.length === 2 && failures.length === 1);
    const waits = infos.filter((i) => i.msg === 'job waits: retried later');
    expect(waits).toHaveLength(1);
    expect(waits[0]!.obj).toMatchObject({
      queue: 'test.waits',
      retryCount: 0,
      reason: 'the statement is still rendering',
    });
    expect(failures[0]).toMatchObject({ queue: 'test.waits' });
    expect(failures[0]!.err).toBeInstanceOf(RetryLater);
  });

  it('starts a job at once when told its queue has work (wakeWorkers), not at the next poll', async () => {
    const ran: number[] = [];
    const slow = defineJob<{ n: number }>({
      name: 'test.woken',
      work: { pollingIntervalSeconds: 30 },
      async handle(data) {
        ran.push(data.n);
      },
    });
    await installJobs(ctx.database, [slow]);
    const runner = await startJobs({ database: ctx.database, mailer: null, jobs: [slow], log });
    runners.push(runner);
    await new Promise((r) => setTimeout(r, 1_000)); // the worker's first poll found nothing: it waits 30 s
    await runner.boss.send('test.woken', { n: 1 });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(ran).toEqual([]); // not worked before its next poll …
    const woken = Date.now();
    wakeWorkers('test.woken');
    await waitFor(() => ran.length === 1);
    expect(Date.now() - woken).toBeLessThan(5_000); // … but at once when woken
  });

  it('retries a job whose process died while it ran, once the job expires', async () => {
    const ran: number[] = [];
    const job = defineJob<{ n: number }>({
      name: 'test.orphaned',
      queue: { retryLimit: 1, retryDelay: 1, expireInSeconds: 2 },
      work: { pollingIntervalSeconds: 0.5 },
      async handle(data) {
        ran.push(data.n);
      },
    });
    await installJobs(ctx.database, [job]);
    // A worker that fetched the job and died (no completion, no failure): the job stays active.
    const dead = createBoss(ctx.database, { supervise: false, schedule: false });
    await dead.start();
    await dead.send('test.orphaned', { n: 7 });
    expect(await dead.fetch('test.orphaned')).toHaveLength(1);
    await dead.stop({ graceful: false, close: false, wait: true });
    const runner = await startJobs({
      database: ctx.database,
      mailer: null,
      jobs: [job],
      log,
      bossOptions: { maintenanceIntervalSeconds: 1 },
    });
    runners.push(runner);
    await waitFor(() => ran.length === 1, 15_000);
    expect(ran).toEqual([7]);
    const [row] = await sql(`select state, retry_count from pgboss.job where name = 'test.orphaned'`);
    await waitFor(
      async () => (await sql(`select state from pgboss.job where name = 'test.orphaned'`))[0]?.state === 'completed',
    );
    expect(row?.retry_count).toBe(1);
  });

  it('gives the statement job a short expiry, so the statements of a killed process are retried in minutes', async () => {
    const [queue] = await sql(`select expire_seconds from pgboss.queue where name = 'report.generate'`);
    expect(queue?.expire_seconds).toBe(120);
  });

  it('stops gracefully: workers stop fetching and the queue keeps jobs sent afterwards', async () => {
    for (const r of runners.splice(0)) await r.stop(2000);
    const to = `later.${Date.now()}@example.test`;
    const id = await enqueueEmail(ctx.app.db, { to, content: content('After stop') });
    await new Promise((r) => setTimeout(r, 2500));
    expect(sink.to(to)).toEqual([]);
    expect((await sql(`select state from pgboss.job where data->>'id' = $1`, [id]))[0]?.state).toBe('created');
  });
});
