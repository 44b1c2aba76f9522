import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { emailMessages } from '../../db/schema/index.ts';
import { RECOVERY_ANSWER_FLOOR_MS } from './password-recovery.service.ts';

// No mail flooding (issue 13 §10): recovery requests are limited per address and per client, and
// a known and an unknown email get the same answers in the same time.
const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const request = (email: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/password-recovery-tokens', payload: { email }, remoteAddress });

async function timed(email: string, remoteAddress: string) {
  const started = performance.now();
  const res = await request(email, remoteAddress);
  return {
    ms: performance.now() - started,
    answer: { status: res.statusCode, body: res.body, retryAfter: res.headers['retry-after'] !== undefined },
  };
}

describe('POST /api/password-recovery-tokens limits', () => {
  it('refuses the 6th request in an hour the same way for a known and an unknown email', async () => {
    const known = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const unknown = 'no-such-account@example.test';
    const answers = { known: [] as unknown[], unknown: [] as unknown[] };
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 6; i++) {
      // a new client each time: the address limit alone refuses the 6th
      const a = await timed(known.email, `10.20.0.${i + 1}`);
      const b = await timed(unknown, `10.21.0.${i + 1}`);
      answers.known.push(a.answer);
      answers.unknown.push(b.answer);
      times.known.push(a.ms);
      times.unknown.push(b.ms);
    }
    expect(answers.known).toEqual(answers.unknown);
    expect(answers.known.map((a) => (a as { status: number }).status)).toEqual([204, 204, 204, 204, 204, 429]);
    const refused = await request(known.email, '10.20.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_key).toBe('errors.tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // five mails, not six
    const mails = await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.to, known.email));
    expect(mails).toHaveLength(5);
    // the same time: every answer waits for the floor, whether a mail was queued or not
    for (const ms of [...times.known, ...times.unknown])
      expect(ms).toBeGreaterThanOrEqual(RECOVERY_ANSWER_FLOOR_MS - 5);
    // (medians: one slow answer on a busy test machine says nothing about the server)
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(RECOVERY_ANSWER_FLOOR_MS / 2);
  });

  it('limits one client to 20 requests an hour, whatever the addresses', async () => {
    const ip = '10.22.0.1';
    for (let i = 0; i < 20; i++) expect((await request(`flood-${i}@example.test`, ip)).statusCode).toBe(204);
    const refused = await request('flood-20@example.test', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_key).toBe('errors.tooManyRequests');
    expect((await request('flood-20@example.test', '10.22.0.2')).statusCode).toBe(204);
  });
});
