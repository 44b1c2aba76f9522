/**
 * The scale dataset on PostgreSQL, in set-based SQL (generate_series, INSERT … SELECT): what a platform
 * of 1,000 client groups and 200,000 engagements holds, for every list, dashboard and statistic.
 * - 1,000 groups (a top company managed by one of 20 provider employees, 0–5 subsidiaries, 3–12
 *   departments per company, 1–40 agencies), 20 new clients awaiting their invited admin;
 * - people in every role: client admin, specialist, approver, client users, lead appeal manager and
 *   appeal managers, subsidiary admins, API users with keys, pending invitations, archived people;
 * - feature subscriptions (default ones; appeal_process active, ending, ended or never; test);
 * - 200,000 engagements (four groups of 20,000; 24% in subsidiaries, 70% with a department, 35% through
 *   an agency, 1% deleted) with their engaged entities of every type and individuals, 600,000 assessments;
 * - a generated SDS for every engagement; 5,500 sendings down the chain to 9,280 recipients with
 *   downloads; 4,840 appeals in every state with decisions, comments, files and the 45-day clock
 *   spread over past and future; 12,500 documents; 4,000 contract changes; review threads;
 * - the outbox: 72,000 emails with 176,000 delivery events of every kind and re-sends.
 * Runs the app's migrations first, so every index and trigger the app has is in place; checks the
 * trigger-kept counters against fresh counts and the records' invariants at the end (scale-seed/checks.ts).
 * Ids are md5 of a label and a number (`scaleIds`), so a bench can name any row without a lookup.
 *   DATABASE_URL=postgres://… npx tsx bench/seed-scale.ts
 * Re-running on a seeded database does nothing (it checks for the provider admin).
 */

import { sql } from 'drizzle-orm';
import { installAppJobs } from '../apps/server/src/composition/jobs.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { seedAppeals } from './scale-seed/appeals.ts';
import { checkScale } from './scale-seed/checks.ts';
import { seedCompanies } from './scale-seed/companies.ts';
import { seedEngagements } from './scale-seed/engagements.ts';
import { hasIntegrations, seedIntegrations } from './scale-seed/integrations.ts';
import { createMailStaging, seedMail } from './scale-seed/mail.ts';
import { seedPeople } from './scale-seed/people.ts';
import { seedContractChanges, seedDocuments, seedOtherMail, seedReviewThreads } from './scale-seed/records.ts';
import { run, SCALE, scaleUuid } from './scale-seed/sql.ts';
import { createStatementPlan, seedDeliveries, seedRecipients, seedReports } from './scale-seed/statements.ts';

export { SCALE };

const userUuid = (role: string, suffix: string | number) => scaleUuid(`u-${role}-`, suffix);

/**
 * The deterministic ids and emails the seed gives (same expressions as its SQL). Group n is 1-based;
 * groups 1–4 hold 20,000 engagements each and have the appeal process; engagement i is 1-based.
 */
export const scaleIds = {
  providerAdmin: 'provider.admin@scale.test',
  /** Provider employee p (1–20) manages clients n with (n - 1) % 20 + 1 = p. */
  providerUserEmail: (p: number) => `provider.${p}@scale.test`,
  groupAdminEmail: (n: number) => `admin.${n}@scale.test`,
  specialistEmail: (n: number) => `specialist.${n}@scale.test`,
  approverEmail: (n: number) => `approver.${n}@scale.test`,
  /** Client users j of group n: 1–20 in the big groups, 1–2 elsewhere. */
  clientUserEmail: (n: number, j: number) => `user.${n}.${j}@scale.test`,
  /** Groups with the appeal process (n % 10 ≤ 7): the lead and appeal managers j (1–5 big, 1–2 elsewhere). */
  leadAppealManagerEmail: (n: number) => `lam.${n}@scale.test`,
  appealManagerEmail: (n: number, j: number) => `am.${n}.${j}@scale.test`,
  /** The admin of subsidiary k (1–5 in the big groups; n % 3 of them elsewhere). */
  companyAdminEmail: (n: number, k: number) => `subadmin.${n}.${k}@scale.test`,
  /** Groups n % 10 = 1. */
  apiUserEmail: (n: number) => `api.${n}@scale.test`,
  /** Invited, not registered (groups n % 2 = 0); prospects m (1–20) have an invited client admin. */
  inviteeEmail: (n: number) => `invitee.${n}@scale.test`,
  prospectAdminEmail: (m: number) => `newclient.${m}@scale.test`,
  userId: (role: string, suffix: string | number) => userUuid(role, suffix),
  companyId: (n: number) => scaleUuid('c', n),
  subsidiaryId: (n: number, k: number) => scaleUuid('cs', n * 10 + k),
  /** Department d of company k (0 = the top company) of group n. */
  departmentId: (n: number, k: number, d: number) => scaleUuid('dp', (n * 10 + k) * 100 + d),
  agencyId: (n: number, a: number) => scaleUuid('ag', n * 100 + a),
  engagementId: (i: number) => scaleUuid('en', i),
  engagedEntityId: (i: number) => scaleUuid('ee', i),
  /** Assessment v (1–3; 3 is the current one) of engagement i. */
  assessmentId: (i: number, v: number) => scaleUuid('a', (i - 1) * 3 + v),
  /** The appeal of sending s (1, or 2 where a newer statement went out) of engagement i (i % 40 = 3). */
  appealId: (i: number, s = 1) => scaleUuid('ap', i * 10 + s),
  documentId: (i: number, d = 1) => scaleUuid('doc', i * 10 + d),
  contractChangeId: (i: number) => scaleUuid('cc', i),
  /**
   * An engagement of group 1 with a record of every kind: two statement sendings (the second, newer
   * one to the worker, its agency or entity), its appeal in contractor_processing and the outdated
   * one, a document, a contract change, assessment emails.
   */
  showcaseEngagement: 1203,
  /** The webhook endpoint of group n (n % 10 = 1). */
  webhookEndpointId: (n: number) => scaleUuid('wh', n),
  /** The API key of group n's API user (n % 10 = 1). */
  apiKey: (n: number) => `st_scale_${n}`,
};

export async function seedScale(database: Database) {
  if (database.kind !== 'postgres') throw new Error('the scale dataset is for PostgreSQL (set DATABASE_URL)');
  await database.migrate(installAppJobs);
  const has = async (email: string) =>
    ((await database.db.execute(sql`select 1 from users where email = ${email}`)) as unknown as { rows: unknown[] })
      .rows.length > 0;
  if (await has(scaleIds.providerAdmin)) {
    if (!(await has(scaleIds.providerUserEmail(1)))) {
      throw new Error('this database holds the first version of the scale dataset: seed a new, empty database');
    }
    console.log('scale dataset already present');
    if (!(await hasIntegrations(database))) await seedIntegrations(database);
    return;
  }
  const t0 = performance.now();
  console.log('seeding the scale dataset');
  await seedCompanies(database);
  await seedPeople(database);
  await seedEngagements(database);
  await createMailStaging(database);
  await createStatementPlan(database);
  await seedReports(database);
  await seedDeliveries(database);
  await seedAppeals(database);
  await seedDocuments(database);
  await seedContractChanges(database);
  await seedReviewThreads(database);
  await seedOtherMail(database);
  await seedMail(database);
  await seedRecipients(database);
  await seedIntegrations(database);
  await run(
    database,
    'drop the seed tables',
    ['map', 'plan', 'sendings', 'recipients', 'appeals', 'docs', 'changes', 'mail']
      .map((t) => `drop table scale_seed_${t};`)
      .join(' '),
  );
  await checkScale(database);
  // The seed's bulk updates (the copies and counters later steps write onto the engagements, the
  // deleted 1 %) leave half the engagement pages without a live row, scattered; a database that has
  // lived a while has filled such space with new rows. Compacted (35 s), a scan that stops at its
  // first matches reads what it would there: a search of "P" read 7,814 pages for 201 rows before.
  await run(database, 'vacuum (full)', 'vacuum (full)');
  // VACUUM as well as ANALYZE (production's autovacuum does both): the visibility map lets the lists'
  // index-only scans skip the heap, as they do on a database that has lived a while.
  await run(database, 'vacuum (analyze)', 'vacuum (analyze)');
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null });
  await seedScale(database);
  await database.close();
}
