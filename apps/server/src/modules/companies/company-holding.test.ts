import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let manager: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  manager = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
});

const holding = {
  highRiskThreshold: 15,
  mediumRiskThreshold: 30,
  riskMargin: 5,
  changePasswordPeriod: 26,
  mailVerificationPeriod: 'weekly',
  mailVerificationNewDevice: true,
  blockedPermissions: ['engagements.amend_dates'],
  continuousEmployed: true,
  contractorNotificationFrequency: 7,
};
const putHolding = (user: { id: string }, id: string, payload: object) =>
  injectAs(ctx, user, { method: 'PUT', url: `/api/companies/${id}/holding`, payload });
const errorsOf = async (payload: object) => {
  const res = await putHolding(t.clientAdmin, t.company.id, { ...holding, ...payload });
  expect(res.statusCode).toBe(400);
  return res.json().errors;
};

describe('PUT /api/companies/:id/holding: who', () => {
  it('lets the group admin change group settings and records the change', async () => {
    const res = await putHolding(t.clientAdmin, t.company.id, holding);
    expect(res.statusCode).toBe(200);
    // riskHolding (spec §3): the thresholds are the holding's, for every subsidiary.
    expect(res.json().holding).toEqual({ ...holding, riskHolding: true });
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'company.holding_updated'));
    expect(event).toMatchObject({ actorId: t.clientAdmin.id, entityId: t.company.id, after: holding });
  });

  it("lets a provider admin see them but not change them: they are the group's own", async () => {
    const res = await putHolding(providerAdmin, t.company.id, { ...holding, riskMargin: 7 });
    expect(res.statusCode).toBe(403);
    const company = await injectAs(ctx, providerAdmin, { url: `/api/companies/${t.company.id}` });
    expect(company.json().holding.riskMargin).not.toBe(7);
    expect(company.json().abilities).toMatchObject({ viewHolding: true, editHolding: false });
  });

  it.each([
    ['the provider user who manages the client', () => manager, 403],
    ['a specialist of the client', () => t.specialist, 403],
    ['a client user of the client', () => t.clientUser, 403],
    ['the subsidiary admin', () => t.companyAdmin, 404],
    ["another client's admin", () => foreign.clientAdmin, 404],
  ])('refuses %s', async (_l, user, status) => {
    expect((await putHolding(user(), t.company.id, holding)).statusCode).toBe(status);
  });

  it('has no group settings on a subsidiary, not even for the group admin', async () => {
    expect((await putHolding(t.clientAdmin, t.subsidiary.id, holding)).statusCode).toBe(403);
  });
});

describe('PUT /api/companies/:id/holding: values', () => {
  it('takes percentages from 0 to 100 only', async () => {
    expect(await errorsOf({ riskMargin: 101, highRiskThreshold: -1 })).toEqual({
      riskMargin: ['errors.percent'],
      highRiskThreshold: ['errors.percent'],
    });
    expect(await errorsOf({ riskMargin: 2.5 })).toEqual({ riskMargin: ['errors.integer'] });
    const edge = await putHolding(t.clientAdmin, t.company.id, {
      ...holding,
      highRiskThreshold: 0,
      mediumRiskThreshold: 100,
      riskMargin: 0,
    });
    expect(edge.statusCode).toBe(200);
  });

  it('needs the medium band wider than the high band', async () => {
    expect(await errorsOf({ highRiskThreshold: 30, mediumRiskThreshold: 30 })).toEqual({
      mediumRiskThreshold: ['errors.minValue'],
    });
  });

  it('takes a password change period of 6, 13, 26 or 52 weeks, or none', async () => {
    expect(await errorsOf({ changePasswordPeriod: 7 })).toEqual({ changePasswordPeriod: ['errors.invalidOption'] });
    for (const weeks of [6, 13, 26, 52, null]) {
      const res = await putHolding(t.clientAdmin, t.company.id, { ...holding, changePasswordPeriod: weeks });
      expect(res.json().holding.changePasswordPeriod).toBe(weeks);
    }
  });

  it('takes a sign-in verification period of off, daily, weekly or monthly, beside the new-device switch', async () => {
    expect(await errorsOf({ mailVerificationPeriod: 'hourly' })).toEqual({
      mailVerificationPeriod: ['errors.invalidOption'],
    });
    expect(await errorsOf({ mailVerificationPeriod: 'new_device' })).toEqual({
      mailVerificationPeriod: ['errors.invalidOption'],
    });
    for (const period of ['off', 'daily', 'weekly', 'monthly']) {
      const res = await putHolding(t.clientAdmin, t.company.id, {
        ...holding,
        mailVerificationPeriod: period,
        mailVerificationNewDevice: false,
      });
      expect(res.json().holding).toMatchObject({ mailVerificationPeriod: period, mailVerificationNewDevice: false });
    }
  });

  it('blocks only permissions the catalogue lets a group block', async () => {
    expect(await errorsOf({ blockedPermissions: ['users.manage'] })).toEqual({
      'blockedPermissions.0': ['errors.unknownPermission'],
    });
    const res = await putHolding(t.clientAdmin, t.company.id, {
      ...holding,
      blockedPermissions: ['engagements.email_contractors', 'engagements.amend_dates', 'engagements.amend_dates'],
    });
    expect(res.json().holding.blockedPermissions).toEqual(['engagements.email_contractors', 'engagements.amend_dates']);
  });

  it('needs continuousEmployed and the other fields', async () => {
    const res = await putHolding(t.clientAdmin, t.company.id, { highRiskThreshold: 10, mediumRiskThreshold: 20 });
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'blockedPermissions',
      'changePasswordPeriod',
      'continuousEmployed',
      'mailVerificationNewDevice',
      'mailVerificationPeriod',
      'riskMargin',
    ]);
    const off = await putHolding(t.clientAdmin, t.company.id, { ...holding, continuousEmployed: false });
    expect(off.json().holding.continuousEmployed).toBe(false);
  });

  it("feeds the group's thresholds into the determination", async () => {
    await putHolding(t.clientAdmin, t.company.id, { ...holding, highRiskThreshold: 99, mediumRiskThreshold: 100 });
    const { assessmentId } = await buildEngagement(ctx.app.db, t);
    const submitted = await completeAssessment(ctx, t.specialist, assessmentId);
    expect(Math.abs(submitted.employed - submitted.selfEmployed)).toBeLessThanOrEqual(99);
    expect(submitted.riskLevel).toBe('high');
  });
});
