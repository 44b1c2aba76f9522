import { brotliDecompressSync } from 'node:zlib';
import { COMPANY_LIST_COLUMNS } from '@statera/shared';
import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { ResponseContract } from '../../../test/helpers/openapi-contract.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { companies } from '../../db/schema/index.ts';

/**
 * GET companies?rows=ALL (issue 30 item 12): each row holds its id and the columns asked for, as the
 * OpenAPI document says; the answer carries an ETag (304 while nothing it shows changed) and is sent
 * compressed as asked. Freshness after writes: company-all-rows.property.test.ts.
 */
const ctx = useTestApp();
let t: Tenant;
let providerAdmin: UserRow;
let contract: ResponseContract;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  contract = new ResponseContract((await ctx.app.inject({ url: '/api/documentation/public' })).json());
}, 120_000);

const all = (query = '', headers: Record<string, string> = {}) =>
  injectAs(ctx, providerAdmin, { url: `/api/companies?rows=ALL&format=datatable${query}`, headers });

describe('GET /api/companies?rows=ALL', () => {
  it('answers each row its id and only the columns asked for, as documented', async () => {
    const res = await all('&columns[]=name&columns[]=status&columns[]=manager');
    expect(res.statusCode, res.body).toBe(200);
    expect(contract.check('GET /api/companies', res)).toEqual([]);
    const body = res.json() as { data: Record<string, unknown>[]; total: number; page: number; rows: number };
    const live = await ctx.app.db.$count(companies, isNull(companies.deletedAt));
    expect(body).toMatchObject({ total: live, page: 1, rows: live });
    expect(body.data).toHaveLength(live);
    for (const row of body.data) expect(Object.keys(row).sort()).toEqual(['id', 'manager', 'name', 'status']);
    expect(body.data.find((r) => r.id === t.company.id)).toMatchObject({ name: t.company.name, status: 'active' });
  });

  it('answers every column of COMPANY_LIST_COLUMNS when none is named, and no per-page extra', async () => {
    const res = await all();
    expect(contract.check('GET /api/companies', res)).toEqual([]);
    const row = (res.json().data as Record<string, unknown>[]).find((r) => r.id === t.company.id)!;
    expect(Object.keys(row).sort()).toEqual(['id', ...COMPANY_LIST_COLUMNS].sort());
    expect(row.administrators).toEqual([expect.objectContaining({ id: t.clientAdmin.id, status: 'active' })]);
    // The same values a page of the list shows.
    const page = await injectAs(ctx, providerAdmin, { url: `/api/companies?rows=500&globalFilter=${t.company.name}` });
    const item = (page.json().data as Record<string, unknown>[]).find((r) => r.id === t.company.id)!;
    for (const c of COMPANY_LIST_COLUMNS) expect(row[c], c).toEqual(item[c]);
  });

  it('refuses columns on a page and a column it does not know', async () => {
    const onPage = await injectAs(ctx, providerAdmin, { url: '/api/companies?rows=20&columns[]=name' });
    expect(onPage.statusCode).toBe(400);
    expect(onPage.json().errors).toEqual({ columns: ['errors.columnsNeedAllRows'] });
    expect((await all('&columns[]=abilities')).statusCode).toBe(400);
    expect((await all('&columns[]=departmentsCount')).statusCode).toBe(400);
  });

  it('answers 304 to the ETag it gave while nothing changed, and the change after one', async () => {
    const first = await all('&columns[]=name');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await all('&columns[]=name', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(contract.check('GET /api/companies', again)).toEqual([]);
    const renamed = await injectAs(ctx, providerAdmin, {
      method: 'PUT',
      url: `/api/companies/${t.subsidiary.id}`,
      payload: { name: 'Renamed While Listed Ltd' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await all('&columns[]=name', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data).toContainEqual({ id: t.subsidiary.id, name: 'Renamed While Listed Ltd' });
  });

  it('sends the kept answer compressed as the client asks', async () => {
    const plain = await all();
    const br = await all('', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('serves a confirmed answer without asking the database until a change is announced', async () => {
    const keeper = ctx.app.companyRows;
    await all('&columns[]=number');
    const before = { ...keeper.counts };
    await all('&columns[]=number');
    await all('&columns[]=number');
    expect(keeper.counts.hits - before.hits).toBe(2);
    // A write around the API (another process's, as far as this app knows), announced at commit.
    await ctx.app.db.update(companies).set({ number: 'AN000001' }).where(eq(companies.id, t.subsidiary.id));
    await keeper.caughtUp(ctx.app.db);
    const after = await all('&columns[]=number');
    expect(after.json().data).toContainEqual({ id: t.subsidiary.id, number: 'AN000001' });
    expect(keeper.counts.rebuilt - before.rebuilt).toBe(1);
  });

  it('asks the database every time while it cannot hear the announcements', async () => {
    const keeper = ctx.app.companyRows;
    await all('&columns[]=number');
    keeper.handlers.onLost();
    try {
      // Unannounced as far as the keeper knows: the stamp still sees the change.
      await ctx.app.db.update(companies).set({ number: 'LOST0001' }).where(eq(companies.id, t.subsidiary.id));
      const hits = keeper.counts.hits;
      const res = await all('&columns[]=number');
      expect(res.json().data).toContainEqual({ id: t.subsidiary.id, number: 'LOST0001' });
      await all('&columns[]=number');
      expect(keeper.counts.hits).toBe(hits);
    } finally {
      keeper.handlers.onReady();
    }
  });

  it('is for provider admins only', async () => {
    for (const user of [t.clientAdmin, t.specialist]) {
      expect((await injectAs(ctx, user, { url: '/api/companies?rows=ALL' })).statusCode).toBe(403);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the kept list when its listener is cut (PostgreSQL)', () => {
  it('listens again after its connection is terminated, and follows changes from then on', async () => {
    const keeper = ctx.app.companyRows;
    await all('&columns[]=number');
    const { listens } = keeper.listening();
    const terminated = await ctx.database.executeSql(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN "company_list_changed"' and pid <> pg_backend_pid()`,
    );
    expect(terminated.rows).toHaveLength(1);
    await expect.poll(() => keeper.listening().listens, { timeout: 5_000, interval: 20 }).toBe(listens + 1);
    expect(keeper.listening().live).toBe(true);
    // Listening again: a change is announced and rebuilds, and a confirmed answer is then served
    // without a statement.
    await ctx.app.db.update(companies).set({ number: 'CUT00001' }).where(eq(companies.id, t.subsidiary.id));
    await keeper.caughtUp(ctx.app.db);
    expect((await all('&columns[]=number')).json().data).toContainEqual({ id: t.subsidiary.id, number: 'CUT00001' });
    const hits = keeper.counts.hits;
    await all('&columns[]=number');
    expect(keeper.counts.hits).toBe(hits + 1);
  });
});
