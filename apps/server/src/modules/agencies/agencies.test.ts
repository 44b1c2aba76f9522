import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  agencies,
  auditEvents,
  emailChangelogs,
  emailEvents,
  emailMessages,
  engagements,
} from '../../db/schema/index.ts';
import { enqueueEmail } from '../mail/mail.service.ts';

const ctx = useTestApp();
let foreign: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

type Who = (t: Tenant) => { id: string };
const create = (user: { id: string }, companyId: string, payload: object) =>
  injectAs(ctx, user, { method: 'POST', url: `/api/companies/${companyId}/agencies`, payload });
const get = (user: { id: string }, url: string) => injectAs(ctx, user, { url });
const put = (user: { id: string }, url: string, payload: object) =>
  injectAs(ctx, user, { method: 'PUT', url, payload });

describe('POST /api/companies/:id/agencies', () => {
  it('creates an agency of the group with a contact or an email, audited', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await create(t.companyAdmin, t.subsidiary.id, {
      name: 'Hays Staffing',
      number: 'H-1',
      email: 'Desk@Hays.test',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Hays Staffing',
      number: 'H-1',
      email: 'desk@hays.test',
      contactName: null,
      mainCompanyId: t.company.id,
      activeEngagementCount: 0,
      activeTestEngagementCount: 0,
      archivedEngagementCount: 0,
      abilities: { edit: true, delete: true },
    });
    expect(
      (await create(t.clientAdmin, t.company.id, { name: 'Contact Only', contactName: 'Pat Desk' })).statusCode,
    ).toBe(201);
    const [event] = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, res.json().id));
    expect(event).toMatchObject({ action: 'agency.created', companyId: t.company.id });
  });

  it('needs an agency person: a contact name or an email (400 errors.agencyPersonRequired)', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await create(t.clientAdmin, t.company.id, { name: 'Nobody Agency', email: '', contactName: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['errors.agencyPersonRequired'] });
    const both = await create(t.clientAdmin, t.company.id, { name: '', email: 'bad' });
    expect(both.json().errors).toEqual({ name: ['errors.required'], email: ['errors.email'] });
  });

  it('refuses a taken name or number (409), race-safe', async () => {
    const t = await buildTenant(ctx.app.db);
    expect(
      (await create(t.clientAdmin, t.company.id, { name: 'Unique Agency', number: 'U-1', contactName: 'A' }))
        .statusCode,
    ).toBe(201);
    const byName = await create(t.clientAdmin, t.company.id, { name: 'unique agency', contactName: 'A' });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({
      error_key: 'errors.nameMustBeUnique',
      errors: { name: ['errors.nameMustBeUnique'] },
    });
    const byNumber = await create(t.clientAdmin, t.company.id, { name: 'Another', number: 'u-1', contactName: 'A' });
    expect(byNumber.json()).toMatchObject({
      error_key: 'errors.numberMustBeUnique',
      errors: { number: ['errors.numberMustBeUnique'] },
    });
    const all = await Promise.all(
      Array.from({ length: 10 }, () => create(t.clientAdmin, t.company.id, { name: 'Race Agency', contactName: 'A' })),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });

  it.each<[string, Who, number]>([
    ['a specialist', (t) => t.specialist, 403],
    ['an approver', (t) => t.approver, 403],
    ['a client user', (t) => t.clientUser, 403],
    ["another client's admin", () => foreign.clientAdmin, 404],
  ])('refuses %s', async (_l, who, status) => {
    const t = await buildTenant(ctx.app.db);
    expect((await create(who(t), t.company.id, { name: 'Refused', contactName: 'A' })).statusCode).toBe(status);
  });
});

describe('agency lists and detail', () => {
  it('counts active, active test and archived engagements in the lists, with search, sort and groups', async () => {
    const t = await buildTenant(ctx.app.db);
    await buildEngagement(ctx.app.db, t);
    await activateFeature(ctx.app.db, t.company.id, 'test');
    await buildEngagement(ctx.app.db, t, { type: 'test' });
    const archived = await buildEngagement(ctx.app.db, t);
    await ctx.app.db.update(engagements).set({ status: 'archived' }).where(eq(engagements.id, archived.id));
    await create(t.clientAdmin, t.company.id, { name: 'Zulu Agency', contactName: 'Z' });
    const page = (await get(t.clientAdmin, `/api/companies/${t.company.id}/agencies`)).json();
    expect(page.total).toBe(2);
    expect(page.data[0]).toMatchObject({
      id: t.agency.id,
      activeEngagementCount: 1,
      activeTestEngagementCount: 1,
      archivedEngagementCount: 1,
    });
    const sorted = (
      await get(t.clientAdmin, `/api/companies/${t.company.id}/agencies?sort=archivedEngagementCount|asc`)
    ).json();
    expect(sorted.data[0].name).toBe('Zulu Agency');
    expect((await get(t.clientAdmin, `/api/companies/${t.company.id}/agencies?globalFilter=zul`)).json().total).toBe(1);
    // my-agencies: the group's for its people; provider admin filters by company
    expect((await get(t.specialist, '/api/my-agencies')).json().total).toBe(2);
    const mine = (await get(providerAdmin, `/api/my-agencies?companyIds[]=${t.subsidiary.id}`)).json();
    expect(mine.data.map((a: { id: string }) => a.id).sort()).toEqual(
      page.data.map((a: { id: string }) => a.id).sort(),
    );
    expect(
      (await get(foreign.clientAdmin, '/api/my-agencies')).json().data.map((a: { id: string }) => a.id),
    ).not.toContain(t.agency.id);
    expect((await get(foreign.clientAdmin, `/api/companies/${t.company.id}/agencies`)).statusCode).toBe(404);
    // the detail
    const detail = await get(t.approver, `/api/agencies/${t.agency.id}`);
    expect(detail.json()).toMatchObject({
      id: t.agency.id,
      activeEngagementCount: 1,
      abilities: { edit: false, delete: false },
    });
    expect((await get(foreign.clientAdmin, `/api/agencies/${t.agency.id}`)).statusCode).toBe(404);
    // options
    const options = await get(t.clientAdmin, `/api/companies/${t.company.id}/agencies-select-options?queryString=zulu`);
    expect(options.json()).toEqual([{ id: expect.any(String), name: 'Zulu Agency' }]);
    expect((await get(foreign.clientAdmin, `/api/companies/${t.company.id}/agencies-select-options`)).statusCode).toBe(
      404,
    );
  });

  it('lists its engagements with every filter, scoped to what the actor sees', async () => {
    const t = await buildTenant(ctx.app.db);
    const normal = await buildEngagement(ctx.app.db, t, { serviceProvided: 'Cloud migration' });
    await activateFeature(ctx.app.db, t.company.id, 'test');
    await buildEngagement(ctx.app.db, t, { type: 'test', companyId: t.subsidiary.id, departmentId: null });
    const list = (user: { id: string }, q = '') => get(user, `/api/agencies/${t.agency.id}/engagements${q}`);
    expect((await list(t.clientAdmin)).json().total).toBe(2);
    expect((await list(t.clientAdmin, '?types[]=normal')).json().data.map((e: { id: string }) => e.id)).toEqual([
      normal.id,
    ]);
    expect((await list(t.clientAdmin, `?companyId=${t.subsidiary.id}`)).json().total).toBe(1);
    expect((await list(t.clientAdmin, `?departmentId=${t.department.id}`)).json().total).toBe(1);
    expect((await list(t.clientAdmin, '?statuses[]=active&globalFilter=cloud')).json().total).toBe(1);
    expect((await list(t.clientAdmin, '?periodModified=previousMonth')).json().total).toBe(0);
    expect((await list(t.clientAdmin, '?dateModifiedFrom=2000-01-01')).json().total).toBe(2);
    expect(
      (await list(t.clientAdmin, '?periodDue=customPeriod&dateDueFrom=2000-01-01&dateDueTo=2100-01-01')).json().total,
    ).toBe(2);
    expect((await list(t.clientAdmin, '?dateDueFrom=2030-01-02&dateDueTo=2030-01-01')).statusCode).toBe(400);
    expect((await list(t.clientAdmin, '?sort=dueDate|asc')).statusCode).toBe(200);
    // the company admin of the subsidiary sees only its engagement; a client user none
    expect((await list(t.companyAdmin)).json().total).toBe(1);
    expect((await list(t.clientUser)).json().total).toBe(0);
    expect((await list(foreign.clientAdmin)).statusCode).toBe(404);
  });
});

describe('edit, delete and update email', () => {
  it('edits an agency (unique, a person required) for managers only', async () => {
    const t = await buildTenant(ctx.app.db);
    await create(t.clientAdmin, t.company.id, { name: 'Other Agency', number: 'O-1', contactName: 'O' });
    const url = `/api/agencies/${t.agency.id}`;
    expect((await put(t.clientAdmin, url, { name: 'other agency', contactName: 'A' })).statusCode).toBe(409);
    expect((await put(t.clientAdmin, url, { name: 'Renamed' })).json().errors).toEqual({
      email: ['errors.agencyPersonRequired'],
    });
    const ok = await put(t.companyAdmin, url, {
      name: 'Renamed',
      number: 'R-1',
      email: 'r@agency.test',
      contactName: 'Rae',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Renamed', number: 'R-1', email: 'r@agency.test', contactName: 'Rae' });
    expect((await put(t.specialist, url, { name: 'X', contactName: 'A' })).statusCode).toBe(403);
    expect((await put(foreign.clientAdmin, url, { name: 'X', contactName: 'A' })).statusCode).toBe(404);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, t.agency.id), eq(auditEvents.action, 'agency.updated')));
    expect(event).toMatchObject({ after: { name: 'Renamed' } });
  });

  it('deletes only an agency no engagement names (409 otherwise)', async () => {
    const t = await buildTenant(ctx.app.db);
    await buildEngagement(ctx.app.db, t);
    const del = (user: { id: string }, id: string) =>
      injectAs(ctx, user, { method: 'DELETE', url: `/api/agencies/${id}` });
    const busy = await del(t.clientAdmin, t.agency.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error_key).toBe('errors.hasEngagements');
    const free = (await create(t.clientAdmin, t.company.id, { name: 'Free Agency', contactName: 'F' })).json().id;
    expect((await del(t.approver, free)).statusCode).toBe(403);
    expect((await del(foreign.clientAdmin, free)).statusCode).toBe(404);
    expect((await del(t.clientAdmin, free)).statusCode).toBe(204);
    expect(await ctx.app.db.select().from(agencies).where(eq(agencies.id, free))).toEqual([]);
  });

  it('updates the email and resends the last email to the old address about its engagements', async () => {
    const t = await buildTenant(ctx.app.db);
    const { id: engagementId, assessmentId } = await buildEngagement(ctx.app.db, t);
    await put(t.clientAdmin, `/api/agencies/${t.agency.id}`, { name: t.agency.name, email: 'old@agency.test' });
    const content = (subject: string) => ({
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
      templateKey: 'test.mail',
    });
    const latest = await enqueueEmail(ctx.app.db, {
      to: 'old@agency.test',
      content: content('Assessment news'),
      entityType: 'assessment',
      entityId: assessmentId,
    });
    const url = `/api/agencies/${t.agency.id}/update-email`;
    expect((await put(t.clientUser, url, { email: 'n@agency.test' })).statusCode).toBe(403);
    expect((await put(foreign.clientAdmin, url, { email: 'n@agency.test' })).statusCode).toBe(404);
    expect(
      (await put(t.clientAdmin, url, { email: 'n@agency.test', engagementId: foreign.agency.id })).statusCode,
    ).toBe(422);
    const res = await put(t.clientAdmin, url, { email: 'new@agency.test', engagementId, resend: true });
    expect(res.statusCode).toBe(200);
    const [copy] = await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.id, res.json().resentEmailId));
    expect(copy).toMatchObject({ to: 'new@agency.test', subject: 'Assessment news', resendOfId: latest });
    const [log] = await ctx.app.db.select().from(emailChangelogs).where(eq(emailChangelogs.emailMessageId, latest));
    expect(log).toMatchObject({
      oldEmail: 'old@agency.test',
      newEmail: 'new@agency.test',
      changedById: t.clientAdmin.id,
    });
    const resent = await ctx.app.db.select().from(emailEvents).where(eq(emailEvents.emailMessageId, latest));
    expect(resent).toEqual([expect.objectContaining({ name: 'resent', source: 'system', detail: 'new@agency.test' })]);
    const audits = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'agency.email_changed'), eq(auditEvents.entityId, t.agency.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ email: 'new@agency.test', resentEmailId: copy!.id });
    expect((await get(t.clientAdmin, `/api/agencies/${t.agency.id}`)).json().email).toBe('new@agency.test');
  });
});
