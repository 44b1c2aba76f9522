import {
  COMPANY_TRANSITIONS,
  canTransition,
  ERROR_KEYS,
  type TCompanyStatus,
  type TUserStatus,
  USER_TRANSITIONS,
} from '@statera/shared';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, users } from '../../db/schema/index.ts';
import { insertCompany } from '../../db/seed/builders.ts';

/**
 * Model-free property tests of the server against the shared transition tables: random sequences
 * of archive/restore requests never move a record along an edge the table lacks, a request the
 * table forbids answers 409 errors.invalidStateTransition and changes nothing, and a restore goes
 * back to the status the record had when archived (kept in status_before_archive).
 */
const ctx = useTestApp();
let providerAdmin: UserRow;
beforeAll(async () => {
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

const put = (url: string) => injectAs(ctx, providerAdmin, { method: 'PUT', url });

async function companyStatuses(ids: string[]): Promise<Map<string, TCompanyStatus>> {
  const rows = await ctx.app.db
    .select({ id: companies.id, status: companies.status })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}

const userStatusOf = async (id: string): Promise<TUserStatus> =>
  (await ctx.app.db.select({ s: users.status }).from(users).where(eq(users.id, id)))[0]!.s;

describe('company lifecycle against COMPANY_TRANSITIONS', () => {
  it('follows the table along random archive and restore sequences of a client and its subsidiary', async () => {
    const step = fc.record({ action: fc.constantFrom('archive', 'restore'), target: fc.constantFrom(0, 1) });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<TCompanyStatus>('awaiting', 'active'),
        fc.array(step, { maxLength: 6 }),
        async (start, steps) => {
          const client = await insertCompany(ctx.app.db, { name: `Client ${crypto.randomUUID()}` });
          await ctx.app.db.update(companies).set({ status: start }).where(eq(companies.id, client.id));
          const sub = await insertCompany(ctx.app.db, { name: `Sub ${crypto.randomUUID()}`, parentId: client.id });
          const ids = [client.id, sub.id];
          const archivedFrom = new Map<string, TCompanyStatus>();
          for (const { action, target } of steps) {
            const id = ids[target]!;
            const before = await companyStatuses(ids);
            const res = await put(`/api/companies/${id}/${action}`);
            const after = await companyStatuses(ids);
            const allowed = canTransition(COMPANY_TRANSITIONS, before.get(id)!, action);
            if (!allowed) {
              expect(res.statusCode).toBe(409);
              expect(res.json().error_key).toBe(ERROR_KEYS.invalidTransition);
            }
            if (res.statusCode !== 200) {
              expect(after).toEqual(before);
              continue;
            }
            for (const c of ids) {
              const from = before.get(c)!;
              const to = after.get(c)!;
              if (from === to) continue;
              expect(canTransition(COMPANY_TRANSITIONS, from, action, to)).toBe(true);
              if (action === 'archive') archivedFrom.set(c, from);
              else expect(to).toBe(archivedFrom.get(c));
            }
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('restores from status_before_archive, not from the audit log', async () => {
    const client = await insertCompany(ctx.app.db, { name: `Client ${crypto.randomUUID()}` });
    await ctx.app.db.update(companies).set({ status: 'awaiting' }).where(eq(companies.id, client.id));
    expect((await put(`/api/companies/${client.id}/archive`)).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(companies).where(eq(companies.id, client.id));
    expect(row).toMatchObject({ status: 'archived', statusBeforeArchive: 'awaiting' });
    await ctx.app.db.delete(auditEvents).where(eq(auditEvents.entityId, client.id));
    expect((await put(`/api/companies/${client.id}/restore`)).json().status).toBe('awaiting');
    const [back] = await ctx.app.db.select().from(companies).where(eq(companies.id, client.id));
    expect(back).toMatchObject({ status: 'awaiting', statusBeforeArchive: null, archivedAt: null });
  });
});

describe('user lifecycle against USER_TRANSITIONS', () => {
  it('follows the table along random archive and restore sequences', async () => {
    const client = await insertCompany(ctx.app.db, { name: `Client ${crypto.randomUUID()}` });
    await buildUser(ctx.app.db, { role: 'client_admin', companyId: client.id });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'active' | 'invited'>('active', 'invited'),
        fc.array(fc.constantFrom('archive', 'restore'), { maxLength: 6 }),
        async (start, actions) => {
          const person = await buildUser(ctx.app.db, { role: 'specialist', companyId: client.id, status: start });
          if (start === 'invited') {
            await ctx.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, person.id));
          }
          for (const action of actions) {
            const from = await userStatusOf(person.id);
            const res = await put(`/api/users/${person.id}/${action}`);
            const to = await userStatusOf(person.id);
            if (!canTransition(USER_TRANSITIONS, from, action)) {
              expect(res.statusCode).toBe(409);
              expect(res.json().error_key).toBe(ERROR_KEYS.invalidTransition);
              expect(to).toBe(from);
              continue;
            }
            expect(res.statusCode).toBe(200);
            expect(canTransition(USER_TRANSITIONS, from, action, to)).toBe(true);
            // a never-registered person comes back invited, anyone else active
            if (action === 'restore') expect(to).toBe(start);
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('keeps the status before the archive on the user row', async () => {
    const client = await insertCompany(ctx.app.db, { name: `Client ${crypto.randomUUID()}` });
    await buildUser(ctx.app.db, { role: 'client_admin', companyId: client.id });
    const person = await buildUser(ctx.app.db, { role: 'specialist', companyId: client.id, status: 'invited' });
    expect((await put(`/api/users/${person.id}/archive`)).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ status: 'archived', statusBeforeArchive: 'invited' });
  });
});
