/**
 * Times the engagement export (GET /api/my-engagements?format=xls: the list query, the workbook and
 * the audit event) for ENGAGEMENTS engagements (default 5,000), through app.inject.
 * Database: DATABASE_URL when set (PostgreSQL), else in-memory PGlite.
 *   npx tsx bench/export.bench.ts
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { loadActor } from '../apps/server/src/authz/actor.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { insertCompany, insertEngagedEntity, insertUser } from '../apps/server/src/db/seed/builders.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { createEngagement } from '../apps/server/src/modules/engagements/create-engagement.ts';
import { loadEngagementList } from '../apps/server/src/modules/engagements/engagement.service.ts';

const ENGAGEMENTS = Number(process.env.ENGAGEMENTS ?? 5000);
const RUNS = Number(process.env.RUNS ?? 5);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: 4 });
await database.migrate();
const db = database.db;
const tag = randomBytes(3).toString('hex');
const company = await insertCompany(db, { name: `Bench ${tag} plc` });
const person = (role: 'client_admin' | 'specialist' | 'approver') =>
  insertUser(db, {
    email: `${role}.${tag}@bench.test`,
    passwordHash: null,
    role,
    companyId: company.id,
    firstName: role,
    lastName: tag,
  });
const [admin, specialist, approver] = await Promise.all([
  person('client_admin'),
  person('specialist'),
  person('approver'),
]);
const actor = (await loadActor(db, admin.id))!;

const t0 = performance.now();
for (let i = 0; i < ENGAGEMENTS; i++) {
  const { entity, individual } = await insertEngagedEntity(db, {
    mainCompanyId: company.id,
    name: `Contractor ${i} Ltd`,
    type: 'company',
    individualName: `Worker ${i}`,
  });
  await createEngagement(db, actor, {
    companyId: company.id,
    engagedEntityId: entity.id,
    engagedIndividualId: individual.id,
    contractStart: '2027-01-01',
    contractEnd: '2027-12-31',
    contractValue: 50_000 + i,
    serviceProvided: `Service ${i}`,
    specialistEmail: specialist.email,
    approverEmail: approver.email,
    type: 'normal',
  });
}
console.log(
  `seeded ${ENGAGEMENTS} engagements in ${((performance.now() - t0) / 1000).toFixed(1)} s on ${database.kind}`,
);

const app = await buildApp({ jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent' }, database);
await app.ready();
const { accessToken } = await issueSessionTokens(db, app.tokens, admin.id, randomUUID());
const authorization = `Bearer ${accessToken}`;

const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const res = await app.inject({ url: '/api/my-engagements?format=xls', headers: { authorization } });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
  times.push(ms);
  console.log(`export run ${run + 1}: ${ms.toFixed(0)} ms, ${(res.rawPayload.length / 1024).toFixed(0)} KiB`);
}
times.sort((a, b) => a - b);
const q0 = performance.now();
await loadEngagementList(db, actor, { page: 1, rows: ENGAGEMENTS, format: 'datatable' });
console.log(`of which the list query with its lookups: ${(performance.now() - q0).toFixed(0)} ms`);
console.log(
  `engagement export of ${ENGAGEMENTS} rows: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, best ${times[0]!.toFixed(0)} ms (${database.kind})`,
);

await app.close();
await database.close();
