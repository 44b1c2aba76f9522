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
const seeded =
  config.seedDemo === 'true' || (config.seedDemo === 'auto' && database.kind === 'pglite')
    ? await seedDemoIfEmpty(database.db, config.publicUrl, { storage, secret: config.jwtSecret })
    : false;

const app = await buildApp({ ...config, storage }, database);
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
});
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await jobs.stop();
    mailer?.close();
    await database.close();
  } finally {
    clearTimeout(timer);
    process.exit(0);
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
