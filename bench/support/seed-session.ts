import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../../apps/server/src/app.ts';
import { installAppJobs } from '../../apps/server/src/composition/jobs.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { issueSessionTokens } from '../../apps/server/src/modules/auth/auth.service.ts';
import { seedEngagements } from './seed-engagements.ts';

/**
 * A migrated database with a client of `count` engagements, a server secret and a session of the
 * client's admin signed with it: what the fault scripts need before they start the server process.
 */
export async function seedWithSession(database: Database, count: number) {
  await database.migrate(installAppJobs);
  const seeded = await seedEngagements(database, count);
  const jwtSecret = randomBytes(32).toString('hex');
  const tokensApp = await buildApp({ jwtSecret, logLevel: 'silent' }, database);
  const { accessToken } = await issueSessionTokens(database.db, tokensApp.tokens, seeded.admin.id, randomUUID());
  await tokensApp.close();
  return { ...seeded, jwtSecret, accessToken };
}
