import { randomBytes } from 'node:crypto';
import { loadActor } from '../../apps/server/src/authz/actor.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { insertCompany, insertEngagedEntity, insertUser } from '../../apps/server/src/db/seed/builders.ts';
import { createEngagement } from '../../apps/server/src/modules/engagements/create-engagement.ts';

/**
 * A client with an admin, a specialist and an approver, and `count` engagements made through the
 * real service (each with its first assessment); prints how long seeding took.
 */
export async function seedEngagements(database: Database, count: number) {
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
  for (let i = 0; i < count; i++) {
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
  console.log(`seeded ${count} engagements in ${((performance.now() - t0) / 1000).toFixed(1)} s on ${database.kind}`);
  return { company, admin, specialist, approver, actor };
}
