import { randomBytes, randomUUID } from 'node:crypto';
import { ERROR_KEYS } from '@statera/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { engagedEntities, engagedIndividuals } from '../src/db/schema/index.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from './factories/tenant.ts';
import { injectAs } from './helpers/inject.ts';
import { freshDatabase } from './helpers/test-app.ts';

/**
 * PostgreSQL's refusals (a unique key taken by a simultaneous request, a reference gone, a value
 * the column cannot hold) are the client's, not a 500: the error handler maps them by SQLSTATE,
 * through drizzle's wrapper, on PGlite and node-postgres alike (TEST_DATABASE_URL), and never
 * repeats the database's message (it names tables, constraints and the values sent).
 */
let app: App;
let close: () => Promise<void>;
let t: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  const { database, drop } = await freshDatabase();
  app = await buildApp(
    { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', webDist: null, rateLimitMax: 10_000 },
    database,
  );
  // Real statements on the real database, each failing the way a race or a bad value does.
  const probes: Record<string, () => Promise<unknown>> = {
    unique: () =>
      app.db.insert(engagedEntities).values({ mainCompanyId: t.company.id, name: t.entity.name, type: 'company' }),
    // a unique key no person types (a session's token hash): the plain conflict
    'unique-other': () =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`create temp table probe_unique (v text unique) on commit drop`);
        await tx.execute(sql`insert into probe_unique values ('a'), ('a')`);
      }),
    'foreign-key': () => app.db.insert(engagedIndividuals).values({ engagedEntityId: randomUUID(), name: 'Nobody' }),
    'invalid-text': () => app.db.execute(sql`select ${'not-a-uuid'}::uuid`),
    'too-long': () =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`create temp table probe_short (v varchar(2)) on commit drop`);
        await tx.execute(sql`insert into probe_short values (${'abc'})`);
      }),
    check: () =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`create temp table probe_check (n int check (n > 0)) on commit drop`);
        await tx.execute(sql`insert into probe_check values (${-1})`);
      }),
    'not-a-database-error': async () => {
      throw new Error('engaged_entities broke');
    },
  };
  app.get<{ Params: { probe: string } }>('/probe/:probe', { config: { public: true } }, async (request) => {
    await probes[request.params.probe]!();
    return { ok: true };
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
  t = await buildTenant(app.db);
  providerAdmin = await buildUser(app.db, { role: 'provider_admin' });
});
afterAll(async () => close());

describe('database refusals', () => {
  it.each([
    ['unique', 409, ERROR_KEYS.nameMustBeUnique],
    ['unique-other', 409, ERROR_KEYS.conflict],
    ['foreign-key', 409, ERROR_KEYS.conflict],
    ['invalid-text', 400, ERROR_KEYS.validation],
    ['too-long', 400, ERROR_KEYS.validation],
    ['check', 400, ERROR_KEYS.validation],
    ['not-a-database-error', 500, ERROR_KEYS.internal],
  ])('%s answers %i %s in the §8 shape, naming nothing of the database', async (probe, status, key) => {
    const res = await app.inject({ url: `/probe/${probe}` });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error_key).toBe(key);
    if (probe === 'unique') expect(res.json().errors).toEqual({ name: [ERROR_KEYS.nameMustBeUnique] });
    expect(res.body).not.toMatch(/engaged_|probe_|uuid|varchar|violates|constraint/i);
  });

  it('ten simultaneous creations of the same engaged entity: one 201, nine 409, no 500', async () => {
    const name = `Race Ltd ${randomUUID().slice(0, 8)}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        injectAs({ app, database: app.database }, providerAdmin, {
          method: 'POST',
          url: `/api/companies/${t.company.id}/engaged-entities`,
          payload: { name, type: 'company', engagedIndividualName: 'Ann Race' },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses, results.map((r) => r.body).join('\n')).toEqual([201, ...Array(9).fill(409)]);
    // The same answer whether the service saw the clash first or the unique key refused it.
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({
        error_key: ERROR_KEYS.nameMustBeUnique,
        errors: { name: [ERROR_KEYS.nameMustBeUnique] },
      });
    }
  });
});
