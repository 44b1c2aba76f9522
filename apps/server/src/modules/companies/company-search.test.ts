import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { rowsOf } from '../../db/rows.ts';
import { companies } from '../../db/schema/index.ts';
import { insertCompany } from '../../db/seed/builders.ts';

/**
 * The companies list's search (globalFilter) on the lowercased columns PostgreSQL keeps
 * (`name_lower`, `number_lower`, migration 0050): the same matches `ilike` gives, on the company's
 * name and number and its client's name, whatever the case, with `%` and `_` taken literally.
 */
const ctx = useTestApp();
let providerAdmin: UserRow;
let client: { id: string };
let sub: { id: string };
let other: { id: string };
const tag = `S${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  client = await insertCompany(ctx.app.db, { name: `Öresund ${tag} Holdings plc` });
  await ctx.app.db
    .update(companies)
    .set({ number: `NI${tag}01` })
    .where(eq(companies.id, client.id));
  sub = await insertCompany(ctx.app.db, { name: `Straße 100% ${tag} Ltd`, parentId: client.id });
  other = await insertCompany(ctx.app.db, { name: `Straße 100x ${tag} Ltd` });
});

const search = async (term: string) => {
  const res = await injectAs(ctx, providerAdmin, {
    url: `/api/companies?rows=100&globalFilter=${encodeURIComponent(term)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { id: string }[]; total: number };
  expect(body.total).toBe(body.data.length);
  return body.data.map((c) => c.id).sort();
};

describe('GET /api/companies?globalFilter', () => {
  it('matches the name in any case, non-ASCII letters included', async () => {
    // The subsidiary too: its client's name matches.
    expect(await search(`öRESUND ${tag.toLowerCase()}`)).toEqual([client.id, sub.id].sort());
    expect(await search(`STRASSE`)).toEqual([]);
    expect(await search(`straße 100% ${tag}`)).toEqual([sub.id]);
  });

  it('matches the number, and a subsidiary by its client’s name', async () => {
    expect(await search(`ni${tag.toLowerCase()}0`)).toEqual([client.id]);
    expect(await search(`Holdings plc`).then((ids) => ids.filter((id) => id === client.id || id === sub.id))).toEqual(
      [client.id, sub.id].sort(),
    );
  });

  it('takes % and _ literally', async () => {
    expect(await search(`100% ${tag}`)).toEqual([sub.id]);
    expect(await search(`100_ ${tag}`)).toEqual([]);
    expect(await search(`Straße 100`).then((ids) => ids.filter((id) => id === sub.id || id === other.id))).toEqual(
      [sub.id, other.id].sort(),
    );
  });

  it('follows a rename: the lowercased name is PostgreSQL’s, kept on every write', async () => {
    await ctx.app.db
      .update(companies)
      .set({ name: `Renamed ${tag} ÆGIR Ltd` })
      .where(eq(companies.id, other.id));
    expect(await search(`ægir`)).toEqual([other.id]);
    expect(await search(`straße 100x`)).toEqual([]);
  });
});

describe('lower(x) like lower(p) against x ilike p, on this database', () => {
  it('agrees for names and terms of mixed case, accents, ß, İ, Σ and wildcards', async () => {
    const letters = fc.constantFrom(...'aAbBßẞİıiIΣσςÉéÖöÆæ%_\\ 0'.split(''));
    const text = fc.array(letters, { maxLength: 12 }).map((a) => a.join(''));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 30 }), async (pairs) => {
        const rows = rowsOf<{ same: boolean }>(
          await ctx.app.db.execute(
            sql`select (lower(s) like lower(p)) is not distinct from (s ilike p) as same
                from (select e->>0 as s, '%' || (e->>1) || '%' as p
                      from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) with ordinality as t(e, n) order by n) as pairs`,
          ),
        );
        expect(rows.map((r) => r.same)).toEqual(pairs.map(() => true));
      }),
      { numRuns: 40 },
    );
  });
});
