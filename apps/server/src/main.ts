import { DEMO_PASSWORD, DEMO_USERS } from '@statera/shared';
import { loadConfig } from './config.ts';
import { tuneGarbageCollection } from './gc-tuning.ts';
import { runsJobs, servesApi } from './process-role.ts';
import { startServer } from './server.ts';

tuneGarbageCollection();
const config = loadConfig();
// PROCESS_ROLE: web serves HTTP and enqueues, worker works the jobs (and answers health), both does both.
const server = await startServer(config);
const { app, database, jobs } = server;
let closing = false;
/** What a stop may take (a container's default grace period is 10 s): the process exits 0 within it. */
const SHUTDOWN_GRACE_MS = 9_000;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, role: server.role }, 'shutting down');
  const deadline = Date.now() + SHUTDOWN_GRACE_MS;
  // Past the grace period what still runs is safe to drop: a request has answered or never will, a
  // job not completed is retried by pg-boss, a message mid-send keeps its lease and Message-ID.
  const timer = setTimeout(() => {
    app.log.warn('shutdown: grace period over, exiting; unfinished jobs are retried by the next process');
    process.exit(0);
  }, SHUTDOWN_GRACE_MS + 500).unref();
  let code = 0;
  try {
    await server.stop(signal, deadline);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    code = 1;
  } finally {
    clearTimeout(timer);
    process.exit(code);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const address = await app.listen({ port: config.port, host: config.host });
const url = config.port === 0 ? address : config.publicUrl;
const demo = server.seeded || database.kind === 'pglite';
const lines = [
  '',
  servesApi(server.role)
    ? `  Statera is running at ${url}`
    : `  Statera worker is running (health at ${address}/api/health/ready)`,
  `  Role: ${server.role} (PROCESS_ROLE)`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  jobs
    ? `  Jobs: pg-boss, working ${jobs.working.length > 0 ? jobs.working.join(', ') : 'no queue (maintenance only)'}`
    : '  Jobs: queued here, worked by the worker processes (PROCESS_ROLE=worker)',
  `  Files: ${config.files.kind === 's3' ? `S3 bucket ${config.files.bucket}` : config.files.dir}`,
  servesApi(server.role)
    ? `  SMS: ${config.sms.kind === 'twilio' ? `Twilio (${new URL(config.sms.baseUrl).host})` : 'recorded in the SMS outbox, texted to nobody (set SMS_PROVIDER=twilio)'}`
    : '',
  runsJobs(server.role)
    ? `  Mail: ${config.smtpUrl ? `SMTP via ${new URL(config.smtpUrl).host}` : 'disabled (set SMTP_URL); emails wait in the outbox'}`
    : '  Mail: queued in the outbox, sent by the worker processes',
  config.webDist || !servesApi(server.role) ? '' : '  (web app not built: run `npm run build -w @statera/web`)',
  demo && servesApi(server.role) ? `  Demo logins (password ${DEMO_PASSWORD}):` : '',
  ...(demo && servesApi(server.role)
    ? Object.entries(DEMO_USERS).map(([role, email]) => `    ${role.padEnd(16)} ${email}`)
    : []),
  '',
];
process.stdout.write(`${lines.filter((l, i, a) => l !== '' || a[i - 1] !== '').join('\n')}\n`);
