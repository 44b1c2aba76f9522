import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal } from '../../../test/factories/appeals.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, auditEvents, companies, engagements, holdingSettings } from '../../db/schema/index.ts';

/** PUT engagements/{id}, archive, restore, DELETE …/delete: who may, what changes, what is audited. */
const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let providerManager: UserRow;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  providerManager = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: providerManager.id }).where(eq(companies.id, t.company.id));
});

const put = (user: { id: string } | null, url: string, payload: object) =>
  injectAs(ctx, user, { method: 'PUT', url, payload });
const row = async (id: string) => (await ctx.app.db.select().from(engagements).where(eq(engagements.id, id)))[0]!;
const actions = async (id: string) =>
  (await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).map((a) => a.action);
const assessmentStatuses = async (id: string) =>
  (await ctx.app.db.select().from(assessments).where(eq(assessments.engagementId, id))).map((a) => a.status);
const edit = { serviceProvided: 'Platform migration', contractValue: 1234.5, departmentId: null, agencyId: null };

describe('PUT /api/engagements/:id', () => {
  it('lets the client admin edit the engagement, audited with the changed fields only', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    const res = await put(t.clientAdmin, `/api/engagements/${id}`, { ...edit, yourReference: 'PO-7' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      serviceProvided: 'Platform migration',
      contractValue: 123_450,
      department: null,
      agency: null,
      yourReference: 'PO-7',
    });
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'engagement.updated')));
    expect(event!.after).toMatchObject({ serviceProvided: 'Platform migration', yourReference: 'PO-7' });
    expect(Object.keys(event!.after as object)).not.toContain('engagedEntityId');
  });

  it('refuses a department of another company and an agency of another group (400 on the field)', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    const res = await put(t.clientAdmin, `/api/engagements/${id}`, {
      ...edit,
      departmentId: foreign.department.id,
      agencyId: foreign.agency.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      departmentId: ['errors.invalidDepartment'],
      agencyId: ['errors.invalidAgency'],
    });
  });

  it('validates like the create form', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    const res = await put(t.clientAdmin, `/api/engagements/${id}`, { ...edit, serviceProvided: ' ', contractValue: 0 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['serviceProvided', 'contractValue']));
  });

  it.each([
    ['the provider admin', () => providerAdmin, 200],
    ['the managing provider user', () => providerManager, 200],
    ['the specialist', () => t.specialist, 403],
    ['the approver', () => t.approver, 403],
    ['a client user', () => t.clientUser, 404],
    ['the subsidiary admin', () => t.companyAdmin, 404],
    ["another group's admin", () => foreign.clientAdmin, 404],
  ])('answers %s as the rules say', async (_l, who, status) => {
    const { id } = await buildEngagement(ctx.app.db, t);
    expect((await put(who(), `/api/engagements/${id}`, edit)).statusCode).toBe(status);
  });

  it('answers 401 to an anonymous caller', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    expect((await put(null, `/api/engagements/${id}`, edit)).statusCode).toBe(401);
  });
});

describe('archive and restore', () => {
  it('archives with a comment, archives the open assessment, and restores to active', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    const archived = await put(t.clientAdmin, `/api/engagements/${id}/archive`, { comment: 'Contract cancelled' });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ status: 'archived', archivedComment: 'Contract cancelled' });
    expect(archived.json().abilities).toMatchObject({ restore: true, archive: false, edit: false });
    expect(await assessmentStatuses(id)).toEqual(['archived']);
    expect((await row(id)).statusBeforeArchive).toBe('active');

    const again = await put(t.clientAdmin, `/api/engagements/${id}/archive`, { comment: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_key).toBe('errors.invalidStateTransition');

    const restored = await put(t.clientAdmin, `/api/engagements/${id}/restore`, { createNewAssessment: true });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'active', archivedComment: null });
    expect((await assessmentStatuses(id)).sort()).toEqual(['archived', 'created']);
    expect(await actions(id)).toEqual(
      expect.arrayContaining(['engagement.created', 'engagement.archive', 'engagement.restore']),
    );
  });

  it('needs a comment to archive', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    const res = await put(t.clientAdmin, `/api/engagements/${id}/archive`, { comment: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.comment).toBeDefined();
  });

  it('restores with new dates; an engagement whose end passed comes back ended', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    await put(t.clientAdmin, `/api/engagements/${id}/archive`, { comment: 'Paused' });
    const restored = await put(t.clientAdmin, `/api/engagements/${id}/restore`, {
      contractStart: day(1),
      contractEnd: day(90),
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'active', contractDateStart: day(1), contractDateEnd: day(90) });

    const { id: old } = await buildEngagement(ctx.app.db, t);
    await put(t.clientAdmin, `/api/engagements/${old}/archive`, { comment: 'Done' });
    await ctx.app.db
      .update(engagements)
      .set({ contractStart: day(-100), contractEnd: day(-10) })
      .where(eq(engagements.id, old));
    const back = await put(t.clientAdmin, `/api/engagements/${old}/restore`, {});
    expect(back.json().status).toBe('ended');
  });

  it('refuses restore dates that end before today, or only one of the two dates', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    await put(t.clientAdmin, `/api/engagements/${id}/archive`, { comment: 'Paused' });
    const past = await put(t.clientAdmin, `/api/engagements/${id}/restore`, {
      contractStart: day(-30),
      contractEnd: day(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.contractEnd).toEqual(['errors.contractEndInPast']);
    const half = await put(t.clientAdmin, `/api/engagements/${id}/restore`, { contractEnd: day(30) });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.contractStart).toEqual(['errors.required']);
  });

  it('refuses restore with dates when the group blocks amending dates (403), but restores without', async () => {
    const tenant = await buildTenant(ctx.app.db);
    const { id } = await buildEngagement(ctx.app.db, tenant);
    await put(tenant.clientAdmin, `/api/engagements/${id}/archive`, { comment: 'Paused' });
    await ctx.app.db
      .insert(holdingSettings)
      .values({ companyId: tenant.company.id, blockedPermissions: ['engagements.amend_dates'] })
      .onConflictDoUpdate({
        target: holdingSettings.companyId,
        set: { blockedPermissions: ['engagements.amend_dates'] },
      });
    const withDates = await put(tenant.clientAdmin, `/api/engagements/${id}/restore`, {
      contractStart: day(1),
      contractEnd: day(60),
    });
    expect(withDates.statusCode).toBe(403);
    expect((await put(tenant.clientAdmin, `/api/engagements/${id}/restore`, {})).statusCode).toBe(200);
  });

  it.each([
    ['the specialist', () => t.specialist, 403],
    ['a client user', () => t.clientUser, 404],
    ["another group's admin", () => foreign.clientAdmin, 404],
    ['the provider admin', () => providerAdmin, 200],
  ])('archive: %s gets the expected status', async (_l, who, status) => {
    const { id } = await buildEngagement(ctx.app.db, t);
    expect((await put(who(), `/api/engagements/${id}/archive`, { comment: 'x' })).statusCode).toBe(status);
  });

  it('refuses archive and delete while an appeal is under way (409 errors.activeAppeal)', async () => {
    const tenant = await buildTenant(ctx.app.db);
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, tenant, { status: 'started' });
    const res = await put(tenant.clientAdmin, `/api/engagements/${appeal.engagementId}/archive`, { comment: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.activeAppeal');
    const del = await injectAs(ctx, tenant.clientAdmin, {
      method: 'DELETE',
      url: `/api/engagements/${appeal.engagementId}/delete`,
    });
    expect(del.statusCode).toBe(409);
  });
});

describe('DELETE /api/engagements/:id/delete', () => {
  const del = (user: { id: string } | null, id: string) =>
    injectAs(ctx, user, { method: 'DELETE', url: `/api/engagements/${id}/delete` });

  it('soft-deletes an engagement with nothing approved; it is then gone from lookups and lists', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    const res = await del(t.clientAdmin, id);
    expect(res.statusCode).toBe(204);
    const r = await row(id);
    expect(r.deletedAt).not.toBeNull();
    expect(r.status).toBe('archived');
    expect(await assessmentStatuses(id)).toEqual(['archived']);
    expect((await injectAs(ctx, t.clientAdmin, { method: 'GET', url: `/api/engagements/${id}` })).statusCode).toBe(404);
    const list = await injectAs(ctx, t.clientAdmin, { method: 'GET', url: '/api/my-engagements?rows=500' });
    expect(list.json().data.map((e: { id: string }) => e.id)).not.toContain(id);
    expect(await actions(id)).toContain('engagement.delete');
    expect((await del(t.clientAdmin, id)).statusCode).toBe(404);
  });

  it('refuses once an assessment was approved (409)', async () => {
    const { id, assessmentId } = await buildEngagement(ctx.app.db, t);
    await ctx.app.db.update(assessments).set({ status: 'approved' }).where(eq(assessments.id, assessmentId));
    const res = await del(t.clientAdmin, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.engagementHasApprovedAssessment');
    expect((await row(id)).deletedAt).toBeNull();
  });

  it.each([
    ['the approver', () => t.approver, 403],
    ['a client user', () => t.clientUser, 404],
    ["another group's admin", () => foreign.clientAdmin, 404],
    ['the managing provider user', () => providerManager, 204],
  ])('%s gets the expected status', async (_l, who, status) => {
    const { id } = await buildEngagement(ctx.app.db, t);
    expect((await del(who(), id)).statusCode).toBe(status);
  });
});
