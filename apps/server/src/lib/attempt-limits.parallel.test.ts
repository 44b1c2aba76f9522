import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal } from '../../test/factories/appeals.ts';
import { buildTenant, buildUser, type Tenant } from '../../test/factories/tenant.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { LIMITS } from './abuse-limits.ts';
import { takeAttempts } from './attempt-limiter.ts';

// Issue 30 item 1: an attempt limit holds when the attempts arrive together. Each attempt is
// counted and decided in one statement before the guess is checked, so N parallel guesses get at
// most `max` checks. Run on PostgreSQL (TEST_DATABASE_URL), where requests really overlap; on
// PGlite they are queued, which the same assertions also hold for.
const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const WRONG = 'Nope-nope-123!';
const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

describe('attempt limits under parallel requests', () => {
  it('20 parallel wrong passwords from one address get exactly 5 password checks', async () => {
    const owner = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: owner.email, password: WRONG },
          remoteAddress: '10.30.1.1',
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 15 });
  });

  it('20 parallel first tries of 20 different accounts from one address: only 10 accounts are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `parallel-probe-${i}@example.test`, password: WRONG },
          remoteAddress: '10.30.2.1',
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: 10, 429: 10 });
  });

  it('60 parallel wrong appeal keys from one address: 10 answered 404, the rest 429', async () => {
    const { key } = await buildAppeal(ctx.app.db, ctx.app.storage, t);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/appeals/key/wrong-parallel-${i}-${'z'.repeat(30)}`,
          remoteAddress: '10.30.3.1',
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 404: 10, 429: 50 });
    // the right key from the throttled address is refused too; another address is not touched
    const right = (ip: string) => ctx.app.inject({ method: 'GET', url: `/api/appeals/key/${key}`, remoteAddress: ip });
    expect((await right('10.30.3.1')).statusCode).toBe(429);
    expect((await right('10.30.3.2')).statusCode).toBe(200);
  });

  it('parallel right keys are never refused: a page may load several calls at once', async () => {
    const { key } = await buildAppeal(ctx.app.db, ctx.app.storage, t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        ctx.app.inject({ method: 'GET', url: `/api/appeals/key/${key}`, remoteAddress: '10.30.4.1' }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 30 });
  });

  it('takes at most `max` attempts of 50 parallel ones under one key', async () => {
    const limit = { max: 7, windowMs: 60_000 };
    const taken = await Promise.allSettled(
      Array.from({ length: 50 }, () => takeAttempts(ctx.app.db, [{ key: 'parallel:one', limit }])),
    );
    expect(taken.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect(LIMITS.loginAccountClient.max).toBe(5);
  });
});
