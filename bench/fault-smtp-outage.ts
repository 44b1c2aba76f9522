/**
 * Fault: the SMTP server is down for OUTAGE seconds (default 60) while EMAILS (default 20) emails
 * are queued. Background jobs run as in the server (startJobs: email.deliver and the every-minute
 * email.sweep) on an in-memory PGlite, against the test SMTP sink on a loopback port that is closed
 * for the outage and then opened again. Prints: delivered count, duplicates (by Message-ID and by
 * recipient), the delay of each delivery after SMTP's return (max, p50), and the outbox's final states.
 *   npx tsx bench/fault-smtp-outage.ts
 */
import { installAppJobs, JOBS } from '../apps/server/src/composition/jobs.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startJobs } from '../apps/server/src/jobs/runner.ts';
import { createSmtpMailer } from '../apps/server/src/lib/mail.ts';
import { enqueueEmail } from '../apps/server/src/modules/mail/mail.service.ts';
import { renderEmail } from '../apps/server/src/modules/mail/templates/layout.ts';
import { startSmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';

const OUTAGE = Number(process.env.OUTAGE ?? 60);
const EMAILS = Number(process.env.EMAILS ?? 20);
/** After the last expected delivery, how long to keep watching for duplicates. */
const SETTLE = Number(process.env.SETTLE ?? 15);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const database = await openDatabase({ pgliteDir: null });
await database.migrate(installAppJobs);

// The sink's port, then the outage: nothing listens there.
const probe = await startSmtpSink();
const port = Number(new URL(probe.url).port);
await probe.close();

const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Statera <no-reply@statera.test>');
let warnings = 0;
const jobs = await startJobs({
  jobs: JOBS,
  database,
  mailer,
  log: {
    info: () => {},
    warn: () => warnings++,
    error: (obj, msg) => console.error(msg, obj),
  },
});

const tag = Date.now();
for (let i = 0; i < EMAILS; i++) {
  await enqueueEmail(database.db, {
    to: `outage${i}.${tag}@example.test`,
    content: renderEmail({
      templateKey: 'bench.outage',
      subject: `Outage ${i}`,
      greeting: 'Hello,',
      paragraphs: ['x'],
    }),
  });
}
const downAt = Date.now();
console.log(`${EMAILS} emails queued; SMTP down for ${OUTAGE} s`);
await sleep(OUTAGE * 1000);

const sink = await startSmtpSink(port);
const backAt = Date.now();
console.log(`SMTP back after ${((backAt - downAt) / 1000).toFixed(1)} s`);
const arrivals: number[] = [];
let seen = 0;
const deadline = backAt + (OUTAGE + 60) * 1000;
let doneAt: number | null = null;
while (Date.now() < deadline) {
  while (seen < sink.received.length) {
    arrivals.push(Date.now() - backAt);
    seen++;
  }
  if (seen >= EMAILS && doneAt === null) doneAt = Date.now();
  if (doneAt !== null && Date.now() - doneAt > SETTLE * 1000) break;
  await sleep(50);
}

const ids = sink.received.map((m) => /^message-id:\s*(.+?)\r?$/im.exec(m.raw)?.[1] ?? '?');
const recipients = sink.received.map((m) => m.to.join(','));
const dupIds = ids.length - new Set(ids).size;
const dupTo = recipients.length - new Set(recipients).size;
const sorted = [...arrivals].sort((a, b) => a - b);
const { rows } = (await database.executeSql(
  'select status, count(*)::int as n, max(attempts)::int as attempts from email_messages group by status',
)) as { rows: { status: string; n: number; attempts: number }[] };

console.log(`\nSMTP down ${OUTAGE} s with ${EMAILS} emails queued (jobs: email.deliver + email.sweep, PGlite)`);
console.log(
  `delivered:                 ${new Set(recipients).size} of ${EMAILS} (${sink.received.length} messages received)`,
);
console.log(`duplicates:                ${dupTo} by recipient, ${dupIds} by Message-ID`);
console.log(
  `delay after SMTP's return: max ${((sorted.at(-1) ?? Number.NaN) / 1000).toFixed(1)} s, p50 ${((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) / 1000).toFixed(1)} s`,
);
console.log(
  `outbox:                    ${rows.map((r) => `${r.status} ${r.n} (max attempts ${r.attempts})`).join(', ')}`,
);
console.log(`warnings logged:           ${warnings}`);

const t0 = Date.now();
await jobs.stop(5_000);
console.log(`jobs stopped in ${Date.now() - t0} ms`);
mailer.close();
await sink.close();
await database.close();
