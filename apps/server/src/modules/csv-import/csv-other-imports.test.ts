import { CSV_DELIMITER_NAMES, CSV_ENTITIES } from '@statera/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvFile, parseCsv, processCsv, runImportJob } from '../../../test/factories/csv-import.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { companies, holdingSettings, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  [t, providerAdmin] = await Promise.all([buildTenant(ctx.app.db), buildUser(ctx.app.db, { role: 'provider_admin' })]);
});

const stamp = () => Math.random().toString(36).slice(2, 8);

async function importAll(
  user: UserRow,
  entity: 'users' | 'clients' | 'subsidiaries',
  file: string,
  fields: Record<string, string>,
  body: object = {},
) {
  const parsed = await parseCsv(ctx, user, entity, file, fields);
  expect(parsed.statusCode, parsed.body).toBe(200);
  const key = parsed.json().key as string;
  const queued = await processCsv(ctx, user, entity, key, body);
  expect(queued.statusCode, queued.body).toBe(202);
  expect(await runImportJob(ctx, key)).toBe('completed');
  return (await injectAs(ctx, user, { url: `/api/csv/${key}` })).json();
}

describe('users import', () => {
  it('checks each address as the invite modal does, and emails unique within the file (spec §5)', async () => {
    const archived = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id, status: 'archived' });
    const s = stamp();
    const file = csvFile('users', [
      { email: `one.${s}@new.test`, firstName: 'One', lastName: 'Person', role: 'Specialist' },
      { email: `ONE.${s}@new.test`, role: 'Approver' },
      { email: t.approver.email, role: 'Approver' },
      { email: 'not-an-email', role: 'Client user' },
      { email: `two.${s}@new.test`, role: 'Manager' },
      { email: archived.email, role: 'client user' },
    ]);
    const res = await parseCsv(ctx, t.clientAdmin, 'users', file, { companyId: t.company.id });
    expect(res.json().rows.map((r: { errors: object }) => r.errors)).toEqual([
      {},
      { email: ['csvImport.errors.duplicateEmail'] },
      { email: ['errors.emailTaken'] },
      { email: ['errors.email'] },
      { role: ['csvImport.errors.userRole'] },
      {},
    ]);
  });

  it('invites everyone of a clean file with their role and names; an archived account again', async () => {
    const archived = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id, status: 'archived' });
    const s = stamp();
    const state = await importAll(
      t.clientAdmin,
      'users',
      csvFile('users', [
        { email: `a.${s}@new.test`, firstName: 'Ada', lastName: 'Lovelace', role: 'Approver' },
        { email: archived.email, role: 'Specialist' },
      ]),
      { companyId: t.company.id },
    );
    expect(state.result).toMatchObject({ created: 2, invited: 2 });
    const made = await ctx.app.db
      .select()
      .from(users)
      .where(inArray(users.email, [`a.${s}@new.test`, archived.email]));
    expect(made.map((u) => [u.email, u.role, u.status, u.firstName]).sort()).toEqual(
      [
        [`a.${s}@new.test`, 'approver', 'invited', 'Ada'],
        [archived.email, 'specialist', 'invited', archived.firstName],
      ].sort(),
    );
  });
});

describe('clients and subsidiaries imports', () => {
  it('creates clients as a provider admin; with invite false their admins wait', async () => {
    const s = stamp();
    const file = csvFile('clients', [
      {
        name: `Alpha ${s} plc`,
        companyNumber: `A${s}`,
        sector: 'Banking and financial services',
        companyAdminEmail: `alpha.${s}@client.test`,
      },
      { name: `Beta ${s} plc`, companyNumber: `B${s}`, companyAdminEmail: `beta.${s}@client.test` },
    ]);
    const state = await importAll(providerAdmin, 'clients', file, {}, { invite: false });
    expect(state.result).toMatchObject({ created: 2, invited: 0 });
    const made = await ctx.app.db.select().from(companies).where(inArray(companies.id, state.result.ids));
    expect(made.map((c) => [c.status, c.sector ?? '(none)']).sort()).toEqual([
      ['awaiting', '(none)'],
      ['awaiting', 'banking_and_financial_services'],
    ]);
    const admin = (
      await ctx.app.db
        .select()
        .from(users)
        .where(eq(users.email, `alpha.${s}@client.test`))
    )[0]!;
    expect(admin).toMatchObject({ role: 'client_admin', status: 'awaiting_invitation' });
  });

  it('refuses names, numbers and admin addresses used already or twice in the file', async () => {
    const s = stamp();
    const file = csvFile('clients', [
      { name: t.company.name, companyNumber: `C${s}`, companyAdminEmail: `c1.${s}@client.test` },
      { name: `Gamma ${s}`, companyNumber: `G${s}`, companyAdminEmail: t.clientUser.email },
      { name: `Delta ${s}`, companyNumber: `G${s}`, companyAdminEmail: `c1.${s}@client.test`, sector: 'Space' },
    ]);
    const res = await parseCsv(ctx, providerAdmin, 'clients', file);
    expect(res.json().rows.map((r: { errors: object }) => r.errors)).toEqual([
      { name: ['errors.nameMustBeUnique'] },
      { companyAdminEmail: ['errors.emailTaken'] },
      {
        sector: ['errors.invalidOption'],
      },
    ]);
    const fixed = csvFile('clients', [
      { name: `Delta ${s}`, companyNumber: `G${s}`, companyAdminEmail: `c1.${s}@client.test` },
      { name: `Epsilon ${s}`, companyNumber: `G${s}`, companyAdminEmail: `c1.${s}@client.test` },
    ]);
    const again = await parseCsv(ctx, providerAdmin, 'clients', fixed);
    expect(again.json().rows[1].errors).toEqual({
      companyNumber: ['csvImport.errors.duplicateValue'],
      companyAdminEmail: ['csvImport.errors.duplicateEmail'],
    });
  });

  it('creates subsidiaries of the client, active, their admins invited', async () => {
    const s = stamp();
    const state = await importAll(
      t.clientAdmin,
      'subsidiaries',
      csvFile('subsidiaries', [
        { name: `Sub ${s} Ltd`, companyNumber: `S${s}`, companyAdminEmail: `sub.${s}@client.test` },
      ]),
      { parentId: t.company.id },
    );
    const [sub] = await ctx.app.db.select().from(companies).where(eq(companies.id, state.result.ids[0]));
    expect(sub).toMatchObject({ parentId: t.company.id, status: 'active' });
    const subParse = await parseCsv(ctx, t.clientAdmin, 'subsidiaries', 'Company name\nX\n', {
      parentId: t.subsidiary.id,
    });
    expect(subParse.json()).toMatchObject({ errors: { parentId: ['errors.invalidOption'] } });
  });
});

describe('demo files and the blocked permission', () => {
  it('gives each entity’s demo file in each delimiter, and it imports cleanly', async () => {
    for (const entity of CSV_ENTITIES) {
      for (const delimiter of CSV_DELIMITER_NAMES) {
        const user = entity === 'clients' ? providerAdmin : t.clientAdmin;
        const res = await injectAs(ctx, user, { url: `/api/csv/${entity}/download?delimiter=${delimiter}` });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${entity}-import-example.csv"`);
        const lines = res.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(lines).toHaveLength(3);
        const fields: Record<string, string> =
          entity === 'subsidiaries'
            ? { parentId: t.company.id }
            : entity === 'clients'
              ? {}
              : { companyId: t.company.id };
        const parsed = await parseCsv(ctx, user, entity, Buffer.from(res.rawPayload), { ...fields, invite: 'true' });
        expect(parsed.json(), `${entity} ${delimiter}`).toMatchObject({ delimiter, summary: { rows: 2, invalid: 0 } });
      }
    }
    const bad = await injectAs(ctx, t.clientAdmin, { url: '/api/csv/clients/download?delimiter=comma' });
    expect(bad.statusCode).toBe(403);
  });

  it('refuses every CSV call to a group that blocked csv.import, provider staff excepted', async () => {
    const blocked = await buildTenant(ctx.app.db);
    await ctx.app.db
      .update(holdingSettings)
      .set({ blockedPermissions: ['csv.import'] })
      .where(eq(holdingSettings.companyId, blocked.company.id));
    const file = csvFile('users', [{ email: `x.${stamp()}@new.test`, role: 'Specialist' }]);
    const parse = await parseCsv(ctx, blocked.clientAdmin, 'users', file, { companyId: blocked.company.id });
    expect(parse.statusCode).toBe(403);
    const demo = await injectAs(ctx, blocked.clientAdmin, { url: '/api/csv/users/download?delimiter=comma' });
    expect(demo.statusCode).toBe(403);
    const asStaff = await parseCsv(ctx, providerAdmin, 'users', file, { companyId: blocked.company.id });
    expect(asStaff.statusCode).toBe(200);
    const process = await processCsv(ctx, blocked.clientAdmin, 'users', asStaff.json().key, {});
    expect(process.statusCode).toBe(403);
  });
});
