import { API_SCOPES } from '@statera/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, keyActor, loadActor } from '../src/authz/actor.ts';
import { groupScope } from '../src/authz/group-scope.ts';
import {
  companySeenScope,
  csvImportScope,
  inviteeScope,
  listOwnerScope,
  offPayrollGroupScope,
  ownApiKeyScope,
  userSeenScope,
  webhookGroupScope,
} from '../src/authz/record-scopes.ts';
import { POLICIES } from '../src/composition/policies.ts';
import type { Database } from '../src/db/client.ts';
import { apiKeys, companies, csvImports, users } from '../src/db/schema/index.ts';
import { buildApiKey } from './factories/api-keys.ts';
import { buildTenant, buildUser } from './factories/tenant.ts';
import { freshDatabase } from './helpers/test-app.ts';

/**
 * The finders put each policy's `visible` rule in their WHERE (authz/record-scopes.ts), so the SQL
 * and the rule must say the same thing: for every actor of two groups, provider staff, an API user
 * and an API key, each scope selects exactly the rows the rule lets the actor see.
 */
let database: Database;
let drop: () => Promise<void>;
const actors: Record<string, Actor> = {};

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  const db = database.db;
  const [a, b] = [await buildTenant(db), await buildTenant(db)];
  const providerAdmin = await buildUser(db, { role: 'provider_admin' });
  const providerUser = await buildUser(db, { role: 'provider_user' });
  await db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, a.company.id));
  const key = await buildApiKey(db, { companyId: a.company.id });
  await buildApiKey(db, { companyId: b.company.id });
  // Imports: one of a company, one of a client group (no company), each started by a tenant's admin.
  for (const [by, companyId] of [
    [a.clientAdmin.id, a.subsidiary.id],
    [b.clientAdmin.id, null],
    [providerAdmin.id, null],
  ] as const) {
    await db.insert(csvImports).values({
      entity: 'engagements',
      createdById: by,
      companyId,
      fileName: 'rows.csv',
      fileType: 'csv',
      fileSha256: 'x',
      status: 'parsed',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  }
  const people = {
    providerAdmin,
    providerUser,
    apiUser: { id: key.userId },
    ...Object.fromEntries(
      (['clientAdmin', 'companyAdmin', 'specialist', 'approver', 'clientUser', 'subSpecialist'] as const).flatMap(
        (role) => [
          [`a.${role}`, a[role]],
          [`b.${role}`, b[role]],
        ],
      ),
    ),
  };
  for (const [name, person] of Object.entries(people)) {
    const actor = await loadActor(db, person.id);
    if (!actor) throw new Error(`no actor for ${name}`);
    actors[name] = actor;
  }
  const groupA = [a.company.id, a.subsidiary.id];
  const ref = { id: key.id, name: 'k', scopes: API_SCOPES, rateLimitPerMinute: 60 };
  actors.key = keyActor({ ...actors.apiUser!, status: 'active' }, ref, groupA, [])!;
  // Seat holders keep no managed companies: the rules must still agree for them.
  expect(Object.keys(actors)).toHaveLength(16);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop?.();
});

/** The ids a scope selects from a table, against the ids the rule allows of every row of it. */
async function compare<Row extends { id: string }>(
  table: typeof companies | typeof users | typeof apiKeys | typeof csvImports,
  idColumn: PgColumn,
  rowsOf: () => Promise<Row[]>,
  scope: (actor: Actor) => SQL,
  rule: (actor: Actor, row: Row) => boolean,
) {
  const rows = await rowsOf();
  expect(rows.length).toBeGreaterThan(1);
  for (const [name, actor] of Object.entries(actors)) {
    const found = await database.db
      .select({ id: sql<string>`${idColumn}` })
      .from(table)
      .where(scope(actor));
    const bySql = found.map((r) => r.id).sort();
    const byRule = rows
      .filter((r) => rule(actor, r))
      .map((r) => r.id)
      .sort();
    expect(bySql, name).toEqual(byRule);
  }
}

const allCompanies = () =>
  database.db.select({ id: companies.id, parentId: companies.parentId, status: companies.status }).from(companies);
const allUsers = () => database.db.select({ id: users.id, companyId: users.companyId }).from(users);

describe('the finders’ SQL scopes say what the policies’ visible rules say', () => {
  it('companies: company, feature and appeal-management visibility', async () => {
    for (const rule of [POLICIES.company.visible, POLICIES.feature.visible, POLICIES.appealManagement.visible]) {
      await compare(companies, companies.id, allCompanies, (a) => companySeenScope(a), rule);
    }
  });

  it('client groups: engaged entities and agencies, off-payroll, webhooks', async () => {
    const root = sql`coalesce(${companies.parentId}, ${companies.id})`;
    await compare(
      companies,
      companies.id,
      allCompanies,
      (a) => groupScope(a, root),
      (a, c) => POLICIES.engagedEntity.visible(a, { mainCompanyId: c.parentId ?? c.id }),
    );
    await compare(
      companies,
      companies.id,
      allCompanies,
      (a) => offPayrollGroupScope(a, companies.id),
      (a, c) => POLICIES.offPayroll.visible(a, { companyId: c.id, status: c.status }),
    );
    await compare(companies, companies.id, allCompanies, (a) => webhookGroupScope(a), POLICIES.webhook.visible);
  });

  it('people: user, invitation and assessment-list visibility', async () => {
    await compare(users, users.id, allUsers, userSeenScope, POLICIES.user.visible);
    await compare(users, users.id, allUsers, inviteeScope, POLICIES.invitation.visible);
    await compare(users, users.id, allUsers, listOwnerScope, POLICIES.assessmentList.visible);
  });

  it('API keys and imports', async () => {
    await compare(
      apiKeys,
      apiKeys.id,
      () => database.db.select({ id: apiKeys.id, userId: apiKeys.userId }).from(apiKeys),
      ownApiKeyScope,
      POLICIES.apiKey.visible,
    );
    await compare(
      csvImports,
      csvImports.id,
      () =>
        database.db
          .select({ id: csvImports.id, createdById: csvImports.createdById, companyId: csvImports.companyId })
          .from(csvImports),
      (a) => csvImportScope(a, csvImports.createdById, csvImports.companyId),
      POLICIES.csvImport.visible,
    );
  });
});
