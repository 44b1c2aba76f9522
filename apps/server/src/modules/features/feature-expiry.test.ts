import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companyFeatures, emailMessages } from '../../db/schema/index.ts';
import { isFeatureEnabled } from './feature-access.ts';
import { runFeatureExpiry } from './feature-expiry.job.ts';

const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const at = (iso: string) => new Date(`${iso}T06:00:00Z`);

/** A subscription of a fresh group with the given end and auto renewal. */
async function subscription(name: 'test' | 'appeal_process', dateEnd: string, autoRenewal: boolean) {
  const g = await buildTenant(ctx.app.db);
  const [row] = await ctx.app.db
    .insert(companyFeatures)
    .values({ companyId: g.company.id, name, dateStart: '2026-01-31', dateEnd, autoRenewal })
    .returning();
  return { g, row: row! };
}
const reload = async (id: string) =>
  (await ctx.app.db.select().from(companyFeatures).where(eq(companyFeatures.id, id)))[0]!;
const mails = (companyId: string, templateKey: string) =>
  ctx.app.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.entityId, companyId), eq(emailMessages.templateKey, templateKey)));

describe('the daily subscription job (explicit clock)', () => {
  it('warns 30 days ahead once, keeps the last day, ends the day after across the month end and emails', async () => {
    const { g, row } = await subscription('test', '2027-01-31', false);
    await runFeatureExpiry(ctx.app.db, at('2026-12-31'));
    expect(await mails(g.company.id, 'feature.expiring')).toHaveLength(0);

    await runFeatureExpiry(ctx.app.db, at('2027-01-01'));
    const warned = await mails(g.company.id, 'feature.expiring');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ to: g.clientAdmin.email });
    expect(warned[0]!.text).toContain('31.01.2027');
    expect(warned[0]!.html).toContain('31.01.2027');
    await runFeatureExpiry(ctx.app.db, at('2027-01-02'));
    expect(await mails(g.company.id, 'feature.expiring')).toHaveLength(1);

    await runFeatureExpiry(ctx.app.db, at('2027-01-31'));
    expect((await reload(row.id)).status).toBe('active');
    expect(await isFeatureEnabled(ctx.app.db, g.subsidiary.id, 'test', at('2027-01-31'))).toBe(true);

    const clock = at('2027-02-01');
    await runFeatureExpiry(ctx.app.db, clock);
    const ended = await reload(row.id);
    expect(ended).toMatchObject({ status: 'ended', dateEnd: '2027-01-31' });
    expect(ended.endedAt?.toISOString()).toBe(clock.toISOString());
    expect(await isFeatureEnabled(ctx.app.db, g.company.id, 'test', clock)).toBe(false);
    const endedMail = await mails(g.company.id, 'feature.ended');
    expect(endedMail).toHaveLength(1);
    expect(endedMail[0]!.to).toBe(g.clientAdmin.email);
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, row.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['feature.ended', 'feature.expiry_warned']);

    await runFeatureExpiry(ctx.app.db, at('2027-02-02'));
    expect(await mails(g.company.id, 'feature.ended')).toHaveLength(1);
  });

  it('renews an auto-renewing subscription by 12 months, without a warning', async () => {
    const { g, row } = await subscription('appeal_process', '2027-01-31', true);
    await runFeatureExpiry(ctx.app.db, at('2027-01-01'));
    expect(await mails(g.company.id, 'feature.expiring')).toHaveLength(0);
    await runFeatureExpiry(ctx.app.db, at('2027-02-01'));
    expect(await reload(row.id)).toMatchObject({ status: 'active', dateEnd: '2028-01-31', endedAt: null });
    expect(await mails(g.company.id, 'feature.ended')).toHaveLength(0);
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, row.id));
    expect(audit.map((a) => a.action)).toEqual(['feature.renewed']);
  });

  it('clamps a renewal from 29 February to the last day of February', async () => {
    const { row } = await subscription('test', '2028-02-29', true);
    await runFeatureExpiry(ctx.app.db, at('2028-03-01'));
    expect((await reload(row.id)).dateEnd).toBe('2029-02-28');
  });

  it('leaves the default features (no end) alone', async () => {
    const before = await ctx.app.db.select().from(companyFeatures).where(eq(companyFeatures.companyId, t.company.id));
    await runFeatureExpiry(ctx.app.db, at('2040-01-01'));
    const after = await ctx.app.db.select().from(companyFeatures).where(eq(companyFeatures.companyId, t.company.id));
    expect(after).toEqual(before);
  });
});
