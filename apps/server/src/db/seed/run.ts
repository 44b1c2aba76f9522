import { DEMO_PASSWORD, DEMO_USERS } from '@statera/shared';
import { installAppJobs } from '../../composition/jobs.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../lib/storage/create-storage.ts';
import { openDatabase } from '../client.ts';
import { seedDemoIfEmpty } from './demo.ts';

/**
 * `npm run seed -w @statera/server`: migrates the configured database (DATABASE_URL, else the
 * embedded PGlite under DATA_DIR) and seeds the demo data set when it has no users, as the server
 * does at start with SEED_DEMO. Stop the server first when it runs on PGlite (one process per
 * data directory).
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.migrate(installAppJobs);
  const where = database.kind === 'pglite' ? `the embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)';
  const statements = { storage: await createStorage(config.files), secret: config.jwtSecret };
  if (await seedDemoIfEmpty(database.db, config.publicUrl, statements)) {
    process.stdout.write(`Seeded the demo data into ${where}. Demo logins (password ${DEMO_PASSWORD}):\n`);
    for (const [role, email] of Object.entries(DEMO_USERS)) process.stdout.write(`  ${role.padEnd(16)} ${email}\n`);
  } else {
    process.stdout.write(`Nothing seeded: ${where} already has users.\n`);
  }
} finally {
  await database.close();
}
