/**
 * Fault: SIGTERM while the server answers reads and writes and a mail is stuck on a slow SMTP server.
 * Starts a throw-away PostgreSQL 15, an SMTP sink that answers RCPT TO only after SMTP_DELAY seconds
 * (default 20, longer than the stop's 9 s budget), and the server (apps/server/src/main.ts in a child
 * process, jobs included). CONNECTIONS clients (default 10, keep-alive) loop over GET
 * /api/my-engagements and POST a department; after LOAD seconds (default 5), with a mail in hand,
 * the server gets SIGTERM. Prints: how every request sent before the signal ended (each must be
 * answered 2xx), what those sent after it met (answered, or refused once the port is closed), the exit
 * code and the time to exit, and the outbox after (the mail in hand keeps its lease and Message-ID).
 *   npx tsx bench/fault-sigterm-under-load.ts     (LOAD, CONNECTIONS, SMTP_DELAY, EMAILS; needs /usr/lib/postgresql/15)
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { enqueueEmail } from '../apps/server/src/modules/mail/mail.service.ts';
import { renderEmail } from '../apps/server/src/modules/mail/templates/layout.ts';
import { startSmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { seedWithSession } from './support/seed-session.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { startThrowawayPostgres } from './support/throwaway-postgres.ts';

const LOAD = Number(process.env.LOAD ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SMTP_DELAY = Number(process.env.SMTP_DELAY ?? 20);
const EMAILS = Number(process.env.EMAILS ?? 5);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  start: number;
  end: number;
  kind: 'read' | 'write';
  status: number;
  /** The client's error code when no answer came (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET, …). */
  error?: string;
}

const pg = await startThrowawayPostgres();
const sink = await startSmtpSink();
sink.setDelay(SMTP_DELAY * 1000);
let server: ServerProcess | undefined;
try {
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  const { company, jwtSecret, accessToken } = await seedWithSession(database, 200);
  for (let i = 0; i < EMAILS; i++) {
    await enqueueEmail(database.db, {
      to: `stop${i}@example.test`,
      content: renderEmail({ templateKey: 'bench.stop', subject: `Stop ${i}`, greeting: 'Hello,', paragraphs: ['x'] }),
    });
  }

  server = await startServerProcess({ DATABASE_URL: pg.url, JWT_SECRET: jwtSecret, SMTP_URL: sink.url });
  const { base } = server;
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const client = async (i: number) => {
    for (let k = 0; running; k++) {
      const kind = (i + k) % 2 === 0 ? 'read' : 'write';
      const start = Date.now();
      try {
        const r =
          kind === 'read'
            ? await fetch(`${base}/api/my-engagements?rows=20&page=1`, { headers })
            : await fetch(`${base}/api/companies/${company.id}/departments`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ name: `Stop ${++n}` }),
              });
        await r.arrayBuffer();
        outcomes.push({ start, end: Date.now(), kind, status: r.status });
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause;
        outcomes.push({ start, end: Date.now(), kind, status: 0, error: cause?.code ?? String(err) });
        // Refused: the port is closed; keep trying a little, as a client would, without spinning.
        await sleep(20);
      }
    }
  };
  const clients = Array.from({ length: CONNECTIONS }, (_, i) => client(i));

  await sleep(LOAD * 1000);
  // A mail in hand: claimed (Message-ID fixed, leased), its SMTP conversation waiting on RCPT TO.
  for (let i = 0; i < 100; i++) {
    const claimed = (await database.db.execute(
      sql`select count(*)::int as n from email_messages where message_id is not null and status in ('queued', 'deferred')`,
    )) as unknown as { rows: { n: number }[] };
    if (claimed.rows[0]!.n > 0) break;
    await sleep(100);
  }
  const signalAt = Date.now();
  server.child.kill('SIGTERM');
  const exit = await server.waitExit(15_000);
  const exitMs = Date.now() - signalAt;
  await sleep(500);
  running = false;
  await Promise.all(clients);

  const before = outcomes.filter((o) => o.start < signalAt);
  const inFlight = before.filter((o) => o.end >= signalAt);
  const after = outcomes.filter((o) => o.start >= signalAt);
  const tally = (list: Outcome[]) => {
    const m = new Map<string, number>();
    for (const o of list) {
      const key = o.error ?? String(o.status);
      m.set(key, (m.get(key) ?? 0) + 1);
    }
    return [...m].map(([k, v]) => `${k}×${v}`).join(' ') || 'none';
  };
  const failedBefore = before.filter((o) => o.status < 200 || o.status >= 300);
  const outbox = (await database.db.execute(
    sql`select status, (message_id is not null) as claimed, count(*)::int as n from email_messages group by 1, 2 order by 1, 2`,
  )) as unknown as { rows: { status: string; claimed: boolean; n: number }[] };
  await database.close();

  console.log(
    `\nSIGTERM under load (${CONNECTIONS} keep-alive clients, reads and writes, ${LOAD} s; SMTP answering after ${SMTP_DELAY} s)`,
  );
  console.log(`requests sent before the signal: ${before.length}: ${tally(before)}; failed ${failedBefore.length}`);
  console.log(`  of them in flight at the signal: ${inFlight.length}: ${tally(inFlight)}`);
  console.log(`requests sent after the signal:  ${after.length}: ${tally(after)}`);
  console.log(`exit:                            ${JSON.stringify(exit)} ${exitMs} ms after SIGTERM`);
  console.log(
    `outbox after:                    ${outbox.rows.map((r) => `${r.status}${r.claimed ? ' (claimed)' : ''}×${r.n}`).join(', ')}; SMTP received ${sink.received.length}`,
  );
  if (failedBefore.length > 0 || exit?.code !== 0) console.log(`\nserver log (tail):\n${server.logTail()}`);
} finally {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await sink.close();
  pg.destroy();
}
