import { beforeAll, describe, expect, it } from 'vitest';
import { buildContractorReport } from '../../../test/factories/contractor-report.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { emailMessages } from '../../db/schema/index.ts';
import { emailKey, LIMITS } from '../../lib/abuse-limits.ts';
import { takeAttempts } from '../../lib/attempt-limiter.ts';

// Issue 30 item 4: a client admin could send the statement and its resends to any address without
// a per-recipient limit (10 sends + 10 resends → 40 emails to one mailbox).
const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const VICTIM = 'someone.else@example.test';
const mailsTo = async (address: string) =>
  (await ctx.app.db.select({ to: emailMessages.to }).from(emailMessages)).filter((m) => m.to === address).length;
const send = (engagementId: string, emails: string[]) =>
  injectAs(ctx, t.clientAdmin, {
    method: 'POST',
    url: `/api/engagements/${engagementId}/send-contractor-report`,
    payload: { emails },
  });
const resend = (groupId: string) =>
  injectAs(ctx, t.clientAdmin, {
    method: 'PUT',
    url: '/api/resend-contractor-report',
    payload: { engagementMailGroupId: groupId },
  });

async function engagementWithReport() {
  const e = await buildEngagement(ctx.app.db, t);
  await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: e.assessmentId });
  return e;
}

describe('statement sendings to one address', () => {
  it('10 sends and 10 resends reach one mailbox 3 times (6 emails), then 429 with the address named', async () => {
    const e = await engagementWithReport();
    const statuses: number[] = [];
    let groupId = '';
    for (let i = 0; i < 10; i++) {
      const res = await send(e.id, [VICTIM]);
      statuses.push(res.statusCode);
      if (res.statusCode === 201) groupId = res.json().data[0].id;
    }
    for (let i = 0; i < 10; i++) statuses.push((await resend(groupId)).statusCode);
    expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    expect(await mailsTo(VICTIM)).toBe(6); // a link and a code email per sending

    const refused = await send(e.id, [VICTIM]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error_key: 'errors.recipientEmailLimit',
      errors: { emails: ['errors.recipientEmailLimit'] },
    });
    expect(refused.json().message).toContain(VICTIM);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('a refused sending sends nothing to anyone, and another engagement may still reach the address', async () => {
    const e = await engagementWithReport();
    for (let i = 0; i < 3; i++) expect((await send(e.id, ['full.box@example.test'])).statusCode).toBe(201);
    const before = await mailsTo('fresh.box@example.test');
    expect((await send(e.id, ['fresh.box@example.test', 'full.box@example.test'])).statusCode).toBe(429);
    expect(await mailsTo('fresh.box@example.test')).toBe(before);
    const other = await engagementWithReport();
    expect((await send(other.id, ['full.box@example.test'])).statusCode).toBe(201);
  });

  it('caps the sendings to one address across engagements at 50 a day', async () => {
    const inbox = 'agency.inbox@example.test';
    // 48 sendings of other engagements earlier today, counted as the service counts them
    for (let i = 0; i < 48; i++) {
      await takeAttempts(ctx.app.db, [
        { key: `statement:address:${emailKey(inbox)}`, limit: LIMITS.statementPerAddress },
      ]);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await send((await engagementWithReport()).id, [inbox])).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
