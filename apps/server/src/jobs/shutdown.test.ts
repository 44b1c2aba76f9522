import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { JOBS } from '../composition/jobs.ts';
import { enqueueEmail } from '../modules/mail/mail.service.ts';
import { deliverDue } from '../modules/mail/mail.worker.ts';
import { renderEmail } from '../modules/mail/templates/layout.ts';
import type { JobLog } from './define.ts';
import { startJobs } from './runner.ts';

const ctx = useTestApp();
let sink: SmtpSink;
const errors: unknown[] = [];
const log: JobLog = { info() {}, warn() {}, error: (obj) => errors.push(obj) };
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const sql = async (text: string, values: unknown[] = []) => (await ctx.database.executeSql(text, values)).rows;

describe('stopping the job runner during a slow mail batch', () => {
  it('finishes the message in hand, hands the rest of the batch back, and never sends one twice', async () => {
    const tag = Date.now();
    const tos = Array.from({ length: 10 }, (_, i) => `stop${i}.${tag}@example.test`);
    for (const to of tos) {
      await enqueueEmail(ctx.app.db, {
        to,
        content: renderEmail({ templateKey: 'test.stop', subject: 'Stop', greeting: 'Hello,', paragraphs: ['x'] }),
      });
    }
    sink.setDelay(700); // a slow SMTP server: the batch of 10 would take 7 s
    const mailer = sink.mailer();
    const runner = await startJobs({ jobs: JOBS, database: ctx.database, mailer, log });
    const received = () => sink.received.filter((m) => m.to[0]?.endsWith(`.${tag}@example.test`)).length;
    const until = Date.now() + 20_000;
    while (received() === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(received()).toBeGreaterThan(0);

    const t0 = Date.now();
    await runner.stop(8_000);
    expect(Date.now() - t0).toBeLessThan(3_000);
    const sentByRunner = received();
    expect(sentByRunner).toBeLessThan(tos.length);
    const handedBack = await sql(
      `select state from pgboss.job where name = 'email.deliver' and data->>'id' in (select id::text from email_messages where "to" like $1) and state = 'retry'`,
      [`%.${tag}@example.test`],
    );
    expect(handedBack.length).toBeGreaterThan(0);

    // the next process (here: the sweep) sends the rest, each once
    sink.setDelay(0);
    await deliverDue(ctx.app.db, mailer, new Date(Date.now() + 1_000), 50);
    mailer.close();
    for (const to of tos) expect(sink.to(to)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
