import { DEMO_PASSWORD, DEMO_USERS } from '@statera/shared';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { startJobs } from './jobs/runner.ts';
import { createSmtpMailer } from './lib/mail.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import { moveDatabaseAvatars } from './modules/users/legacy-avatars.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await database.migrate();
const storage = await createStorage(config.files);
// The app is built first: its modules wire the hooks the seed's services use (e.g. the SDS email's appeal link).
const app = await buildApp({ ...config, storage }, database);
const seeded =
  config.seedDemo === 'true' || (config.seedDemo === 'auto' && database.kind === 'pglite')
    ? await seedDemoIfEmpty(database.db, config.publicUrl, { storage, secret: config.jwtSecret })
    : false;
await moveDatabaseAvatars(database.db, app.storage, app.log);
const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
if (!mailer) {
  app.log.warn('mail is disabled (SMTP_URL is not set): emails stay queued in the outbox until it is');
}
// Background jobs (pg-boss) run in every server process; buildApp never starts them.
const jobs = await startJobs({
  database,
  mailer,
  storage: app.storage,
  log: app.log,
  links: { publicUrl: config.publicUrl, secret: config.jwtSecret },
  webhooksAllowLoopback: config.webhooksAllowLoopback,
});
let closing = false;
/** What a stop may take (a container's default grace period is 10 s): the process exits 0 within it. */
const SHUTDOWN_GRACE_MS = 9_000;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const deadline = Date.now() + SHUTDOWN_GRACE_MS;
  // Past the grace period what still runs is safe to drop: a request has answered or never will, a
  // job not completed is retried by pg-boss, a message mid-send keeps its lease and Message-ID.
  const timer = setTimeout(() => {
    app.log.warn('shutdown: grace period over, exiting; unfinished jobs are retried by the next process');
    process.exit(0);
  }, SHUTDOWN_GRACE_MS + 500).unref();
  let code = 0;
  try {
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
      // Drain first: not ready, each answer closing its connection; new connections still served.
      app.draining = true;
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    await app.close(); // stops accepting; in-flight requests finish
    // Workers stop fetching; a mail batch stops after the message in hand (jobs/runner.ts).
    await jobs.stop(Math.max(1_000, deadline - Date.now() - 1_000));
    mailer?.close();
    await database.close();
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
const lines = [
  '',
  `  Statera is running at ${url}`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  `  Jobs: pg-boss, working ${jobs.working.length > 0 ? jobs.working.join(', ') : 'no queue (maintenance only)'}`,
  `  Files: ${config.files.kind === 's3' ? `S3 bucket ${config.files.bucket}` : config.files.dir}`,
  `  Mail: ${config.smtpUrl ? `SMTP via ${new URL(config.smtpUrl).host}` : 'disabled (set SMTP_URL); emails wait in the outbox'}`,
  config.webDist ? '' : '  (web app not built: run `npm run build -w @statera/web`)',
  seeded || database.kind === 'pglite' ? `  Demo logins (password ${DEMO_PASSWORD}):` : '',
  ...(seeded || database.kind === 'pglite'
    ? Object.entries(DEMO_USERS).map(([role, email]) => `    ${role.padEnd(16)} ${email}`)
    : []),
  '',
];
process.stdout.write(`${lines.filter((l, i, a) => l !== '' || a[i - 1] !== '').join('\n')}\n`);
