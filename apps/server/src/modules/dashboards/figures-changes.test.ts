import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { accessTokenFor } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { rowsOf } from '../../db/rows.ts';
import { holdingSettings, users } from '../../db/schema/index.ts';
import { KeptAnswers } from '../../lib/kept-answers.ts';

const ctx = useTestApp();

/**
 * The tables whose writes never change a figure (migration 0043_figures_changes): every other table
 * must announce. A new table is either given the trigger by its migration or named here, with a reason.
 */
const SILENT_TABLES = [
  // sign-in and request bookkeeping
  'api_idempotency_keys',
  'attempt_counters',
  'authorization_tokens',
  'login_verifications',
  'password_history',
  'password_tokens',
  'phone_verifications',
  'refresh_tokens',
  'sso_login_requests',
  // mail, texts and webhooks on their way (what figures read of a delivery is written elsewhere)
  'email_changelogs',
  'email_events',
  'email_messages',
  'sms_messages',
  'webhook_deliveries',
  'webhook_endpoints',
  'webhook_events',
  // settings of the platform and integrations, file bytes, an import's progress, the audit trail
  'api_keys',
  'audit_events',
  'csv_imports',
  'maintenance_windows',
  'sso_providers',
  'stored_files',
];

let t: Tenant;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
}, 120_000);

/** A GET as the user on one session (figures are kept per person, not per session). */
const tokens = new Map<string, string>();
async function getAs(user: { id: string }, url: string) {
  let token = tokens.get(user.id);
  if (!token) {
    token = await accessTokenFor(ctx, user);
    tokens.set(user.id, token);
  }
  return ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
}
const invitedCount = async () =>
  (await getAs(t.clientAdmin, '/api/my-dashboard')).json().pendingInvitations.count.value;

describe('figures_changed: what announces a change to the figures', () => {
  it('every table announces, but the silent ones; users only for the columns figures and rights read', async () => {
    const rows = rowsOf<{ table: string; announces: boolean }>(
      await ctx.app.db.execute(sql`
        select c.relname as "table",
               exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = c.relname || '_figures_changed') as announces
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind in ('r', 'p')`),
    );
    expect(rows.length).toBeGreaterThan(50);
    const silent = rows.filter((r) => !r.announces).map((r) => r.table);
    expect(silent.sort()).toEqual([...SILENT_TABLES].sort());
  });

  it('a sign-in (users.last_login_at) is not a change; a new name is', async () => {
    const keeper = ctx.app.keptFigures;
    await invitedCount();
    await keeper.caughtUp(ctx.app.db);
    const hits = keeper.counts.hits;
    await ctx.app.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, t.clientAdmin.id));
    await keeper.caughtUp(ctx.app.db);
    await invitedCount();
    expect(keeper.counts.hits).toBe(hits + 1);
    await ctx.app.db.update(users).set({ lastName: 'Renamed' }).where(eq(users.id, t.specialist.id));
    await keeper.caughtUp(ctx.app.db);
    await invitedCount();
    expect(keeper.counts.hits).toBe(hits + 1);
  });
});

describe('kept figures (dashboards and statistics)', () => {
  it('serves a dashboard again without computing it until something changes', async () => {
    const keeper = ctx.app.keptFigures;
    expect(keeper.listening().live).toBe(true);
    const first = await getAs(t.clientAdmin, '/api/my-dashboard');
    const before = { ...keeper.counts };
    const again = await getAs(t.clientAdmin, '/api/my-dashboard');
    expect(again.body).toBe(first.body);
    expect(keeper.counts.hits - before.hits).toBe(1);
    expect(keeper.counts.computed).toBe(before.computed);
  });

  it('sees another process’s write once it is announced', async () => {
    const before = await invitedCount();
    await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id, status: 'invited' });
    await ctx.app.keptFigures.caughtUp(ctx.app.db);
    expect(await invitedCount()).toBe(before + 1);
  });

  it('sees a write of its own process by the very next request, before any announcement', async () => {
    const before = await invitedCount();
    const keeper = ctx.app.keptFigures;
    // The announcements are not heard for this test: only the process's own bookkeeping remains.
    const { onMessage } = keeper.handlers;
    keeper.handlers.onMessage = () => {};
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/client-users',
        headers: { authorization: `Bearer ${await accessTokenFor(ctx, t.clientAdmin)}` },
        payload: { emails: `kept.${Date.now()}@example.test`, companyId: t.company.id },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await invitedCount()).toBe(before + 1);
    } finally {
      keeper.handlers.onMessage = onMessage;
    }
  });

  it('computes every time while it cannot hear the announcements', async () => {
    const keeper = ctx.app.keptFigures;
    await invitedCount();
    keeper.handlers.onLost();
    try {
      const before = { ...keeper.counts };
      await invitedCount();
      await invitedCount();
      expect(keeper.counts.hits).toBe(before.hits);
      expect(keeper.counts.computed - before.computed).toBe(2);
    } finally {
      keeper.handlers.onReady();
    }
  });

  it('a statistics page and its export share one answer: the workbook is what the page showed', async () => {
    const keeper = ctx.app.keptFigures;
    await getAs(t.clientAdmin, '/api/statistics/engagements?dateFilter=lastYear');
    const before = { ...keeper.counts };
    const xlsx = await getAs(t.clientAdmin, '/api/statistics/engagements?dateFilter=lastYear&format=xls');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(keeper.counts.hits - before.hits).toBe(1);
  });

  it('a change of rights is a new answer at once: a blocked statistics.view refuses the page kept a moment ago', async () => {
    const g = await buildTenant(ctx.app.db);
    expect((await getAs(g.clientAdmin, `/api/companies/${g.company.id}/statistics`)).statusCode).toBe(200);
    await ctx.app.db
      .update(holdingSettings)
      .set({ blockedPermissions: ['statistics.view'] })
      .where(eq(holdingSettings.companyId, g.company.id));
    // Not waiting for the figures' announcement: the person's rights alone make it another question.
    ctx.app.actorCache?.clear();
    expect((await getAs(g.clientAdmin, `/api/companies/${g.company.id}/statistics`)).statusCode).toBe(403);
  });
});

describe('KeptAnswers', () => {
  const keeperLive = () => {
    const k = new KeptAnswers({ channel: 'unused', trustMs: 60_000, maxBytes: 1 << 20 });
    k.handlers.onReady();
    return k;
  };

  it('shares one computation among the requests that wait for it', async () => {
    const k = keeperLive();
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 20));
      return { n: runs };
    };
    const answers = await Promise.all([k.answer('a', compute), k.answer('a', compute), k.answer('a', compute)]);
    expect(runs).toBe(1);
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(k.counts).toEqual({ hits: 0, computed: 1, shared: 2 });
  });

  it('does not trust an answer whose computation an announcement overtook', async () => {
    const k = keeperLive();
    let n = 0;
    await k.answer('a', async () => {
      n++;
      k.handlers.onMessage(''); // committed while the figures were being read
      return n;
    });
    expect(await k.answer('a', async () => ++n)).toBe(2);
    expect(await k.answer('a', async () => ++n)).toBe(2);
  });

  it('keeps no error, and trusts nothing past trustMs', async () => {
    const k = new KeptAnswers({ channel: 'unused', trustMs: 0, maxBytes: 1 << 20 });
    k.handlers.onReady();
    await expect(k.answer('a', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await k.answer('a', async () => 1)).toBe(1);
    expect(await k.answer('a', async () => 2)).toBe(2);
  });
});
