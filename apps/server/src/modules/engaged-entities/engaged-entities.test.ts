import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import {
  buildEngagedEntity,
  buildTenant,
  buildUser,
  type Tenant,
  type UserRow,
} from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { recordsOf, workbookOf } from '../../../test/helpers/xlsx.ts';
import {
  auditEvents,
  emailChangelogs,
  emailEvents,
  emailMessages,
  engagedEntities,
  engagements,
} from '../../db/schema/index.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { REDACTED_BODY } from '../mail/templates/redaction.ts';

const ctx = useTestApp();
let foreign: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

type Who = (t: Tenant) => { id: string };
const create = (user: { id: string }, companyId: string, payload: object) =>
  injectAs(ctx, user, { method: 'POST', url: `/api/companies/${companyId}/engaged-entities`, payload });
const entity = (name: string, over: object = {}) => ({
  name,
  type: 'company',
  engagedIndividualName: 'Sam Worker',
  engagedIndividualEmail: 'sam@worker.test',
  ...over,
});
const get = (user: { id: string }, url: string) => injectAs(ctx, user, { url });
const put = (user: { id: string }, url: string, payload?: object) =>
  injectAs(ctx, user, { method: 'PUT', url, ...(payload ? { payload } : {}) });

describe('POST /api/companies/:id/engaged-entities', () => {
  it('creates the entity with its individual for the group, with an audit event', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await create(t.companyAdmin, t.subsidiary.id, entity('Northwind Consulting Ltd', { number: '123' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Northwind Consulting Ltd', number: '123', type: 'company' });
    expect(body.engagedIndividuals).toEqual([{ id: expect.any(String), name: 'Sam Worker', email: 'sam@worker.test' }]);
    const [row] = await ctx.app.db.select().from(engagedEntities).where(eq(engagedEntities.id, body.id));
    expect(row!.mainCompanyId).toBe(t.company.id);
    const [event] = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, body.id));
    expect(event).toMatchObject({ action: 'engaged_entity.created', companyId: t.company.id });
  });

  it('refuses a taken name (any case) or number, and says to restore an archived one (409)', async () => {
    const t = await buildTenant(ctx.app.db);
    expect((await create(t.clientAdmin, t.company.id, entity('Acme Ltd', { number: 'N-1' }))).statusCode).toBe(201);
    const byName = await create(t.clientAdmin, t.company.id, entity('ACME LTD'));
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({
      error_key: 'errors.nameMustBeUnique',
      errors: { name: ['errors.nameMustBeUnique'] },
    });
    const byNumber = await create(t.clientAdmin, t.company.id, entity('Other Ltd', { number: 'n-1' }));
    expect(byNumber.json()).toMatchObject({
      error_key: 'errors.numberMustBeUnique',
      errors: { number: ['errors.numberMustBeUnique'] },
    });
    const archived = await create(t.clientAdmin, t.company.id, entity('Dormant Ltd'));
    expect((await put(t.clientAdmin, `/api/engaged-entities/${archived.json().id}/archive`)).statusCode).toBe(200);
    const clash = await create(t.clientAdmin, t.company.id, entity('dormant ltd'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error_key: 'errors.archivedNameClash',
      errors: { name: ['errors.archivedNameClash'] },
    });
    // another group may use the same name
    expect((await create(foreign.clientAdmin, foreign.company.id, entity('Acme Ltd'))).statusCode).toBe(201);
  });

  it('lets one of 10 simultaneous creations of a name win; the others get 409, never 500', async () => {
    const t = await buildTenant(ctx.app.db);
    const all = await Promise.all(
      Array.from({ length: 10 }, () => create(t.clientAdmin, t.company.id, entity('Race Contracting Ltd'))),
    );
    const codes = all.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    // different names with one number: the number check is serialized per group too
    const byNumber = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(t.clientAdmin, t.company.id, entity(`Numbered ${i} Ltd`, { number: 'SAME-1' })),
      ),
    );
    expect(byNumber.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(byNumber.find((r) => r.statusCode === 409)?.json().error_key).toBe('errors.numberMustBeUnique');
  });

  it.each<[string, Who, number]>([
    ['a specialist of the group', (t) => t.specialist, 403],
    ['an approver of the group', (t) => t.approver, 403],
    ['a client user', (t) => t.clientUser, 403],
    ["another client's admin", () => foreign.clientAdmin, 404],
  ])('refuses %s', async (_l, who, status) => {
    const t = await buildTenant(ctx.app.db);
    expect((await create(who(t), t.company.id, entity('Refused Ltd'))).statusCode).toBe(status);
  });

  it('answers 400 with field errors for a bad body', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await create(t.clientAdmin, t.company.id, {
      name: ' ',
      type: 'x',
      engagedIndividualName: 'A',
      engagedIndividualEmail: 'nope',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['engagedIndividualEmail', 'name', 'type']);
  });
});

describe('GET /api/users/:userId/engaged-entities and GET /api/engaged-entities/:id', () => {
  it('lists the group entities with counts, search, type and status filters, sort and paging', async () => {
    const t = await buildTenant(ctx.app.db);
    await buildEngagement(ctx.app.db, t);
    const llp = await create(
      t.clientAdmin,
      t.company.id,
      entity('Beta Partners LLP', { type: 'limited_liability_partnership' }),
    );
    const sole = await create(
      t.clientAdmin,
      t.company.id,
      entity('Zed Trading', { type: 'sole_trader', engagedIndividualName: 'Zed Smith' }),
    );
    await put(t.clientAdmin, `/api/engaged-entities/${sole.json().id}/archive`);
    const list = (q = '') => get(t.clientAdmin, `/api/users/${t.clientAdmin.id}/engaged-entities${q}`);
    const all = (await list()).json();
    expect(all.total).toBe(3);
    expect(all.data.map((e: { name: string }) => e.name)).toEqual(['Beta Partners LLP', t.entity.name, 'Zed Trading']);
    const withEngagement = all.data.find((e: { id: string }) => e.id === t.entity.id);
    expect(withEngagement).toMatchObject({
      engagementCount: 1,
      activeEngagementCount: 1,
      status: 'active',
      mainCompany: { id: t.company.id },
    });
    expect(withEngagement.engagedIndividuals).toEqual([
      { id: t.individual.id, name: t.individual.name, email: null, engagementCount: 1 },
    ]);
    expect((await list('?type=limited_liability_partnership')).json().data.map((e: { id: string }) => e.id)).toEqual([
      llp.json().id,
    ]);
    expect((await list('?status=archived')).json().data.map((e: { id: string }) => e.id)).toEqual([sole.json().id]);
    expect((await list('?globalFilter=zed%20smith')).json().total).toBe(1);
    const sorted = (await list('?sort=engagementCount|desc&rows=1&page=1')).json();
    expect(sorted).toMatchObject({ total: 3, rows: 1, page: 1 });
    expect(sorted.data[0].id).toBe(t.entity.id);
    expect((await list('?sort=bogus|asc')).statusCode).toBe(400);
    // the specialist reads the group's entities; another client's admin sees none of them
    expect((await get(t.specialist, `/api/users/${t.specialist.id}/engaged-entities`)).json().total).toBe(3);
    expect(
      (await get(foreign.clientAdmin, `/api/users/${foreign.clientAdmin.id}/engaged-entities`))
        .json()
        .data.map((e: { id: string }) => e.id),
    ).not.toContain(t.entity.id);
    // someone else's list: a provider admin may ask about the client admin; another tenant may not
    expect(
      (await get(providerAdmin, `/api/users/${t.clientAdmin.id}/engaged-entities?clientId=${t.subsidiary.id}`)).json()
        .total,
    ).toBe(3);
    expect((await get(foreign.clientAdmin, `/api/users/${t.clientAdmin.id}/engaged-entities`)).statusCode).toBe(404);
    // format=xls (spec §7): the filtered, sorted list as a workbook, in the same scope
    const book = await workbookOf(await list('?format=xls&sort=name|desc&status=active'), 'engaged_entities.xlsx');
    expect(recordsOf(book, 'Engaged entities').map((r) => r.Name)).toEqual([t.entity.name, 'Beta Partners LLP']);
    expect(
      (await get(foreign.clientAdmin, `/api/users/${t.clientAdmin.id}/engaged-entities?format=xls`)).statusCode,
    ).toBe(404);
  });

  it('shows the entity with abilities by role; another tenant gets 404', async () => {
    const t = await buildTenant(ctx.app.db);
    const url = `/api/engaged-entities/${t.entity.id}`;
    const admin = await get(t.clientAdmin, url);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      id: t.entity.id,
      status: 'active',
      dateArchived: null,
      abilities: { edit: true, archive: true, restore: false, delete: true },
    });
    const specialist = await get(t.specialist, url);
    expect(specialist.json().abilities).toMatchObject({ edit: false, archive: false, delete: false });
    expect((await get(t.companyAdmin, url)).json().abilities.edit).toBe(true);
    expect((await get(foreign.clientAdmin, url)).statusCode).toBe(404);
    expect((await get(foreign.specialist, url)).statusCode).toBe(404);
  });
});

describe('edit, archive, restore, delete', () => {
  it('edits name, number and type (unique), renames a sole trader individual, audits', async () => {
    const t = await buildTenant(ctx.app.db);
    const other = await create(t.clientAdmin, t.company.id, entity('Taken Ltd', { number: '999' }));
    const url = `/api/engaged-entities/${t.entity.id}`;
    expect((await put(t.clientAdmin, url, { name: 'taken ltd', type: 'company' })).json().error_key).toBe(
      'errors.nameMustBeUnique',
    );
    expect(
      (await put(t.clientAdmin, url, { name: 'Fresh Ltd', number: '999', type: 'company' })).json().error_key,
    ).toBe('errors.numberMustBeUnique');
    const ok = await put(t.clientAdmin, url, {
      name: 'Jo Trader',
      number: '42',
      type: 'sole_trader',
      engagedIndividualId: t.individual.id,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Jo Trader', number: '42', type: 'sole_trader' });
    expect(ok.json().engagedIndividuals[0].name).toBe('Jo Trader');
    // its own name again is no clash
    expect((await put(t.clientAdmin, url, { name: 'Jo Trader', type: 'sole_trader' })).statusCode).toBe(200);
    // an individual of another entity
    expect(
      (
        await put(t.clientAdmin, url, {
          name: 'Jo Trader',
          type: 'sole_trader',
          engagedIndividualId: other.json().engagedIndividuals[0].id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await put(t.specialist, url, { name: 'X', type: 'company' })).statusCode).toBe(403);
    expect((await put(foreign.clientAdmin, url, { name: 'X', type: 'company' })).statusCode).toBe(404);
    const events = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, t.entity.id), eq(auditEvents.action, 'engaged_entity.updated')));
    expect(events).toHaveLength(2);
  });

  it('archives and restores once each (409 otherwise); an archived entity cannot be edited', async () => {
    const t = await buildTenant(ctx.app.db);
    const base = `/api/engaged-entities/${t.entity.id}`;
    expect((await put(t.specialist, `${base}/archive`)).statusCode).toBe(403);
    const archived = await put(t.companyAdmin, `${base}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      status: 'archived',
      dateArchived: expect.any(String),
      abilities: { restore: true, edit: false },
    });
    expect((await put(t.clientAdmin, `${base}/archive`)).statusCode).toBe(409);
    expect((await put(t.clientAdmin, base, { name: 'New', type: 'company' })).statusCode).toBe(403);
    // an archived entity is not offered
    const options = await get(t.clientAdmin, `/api/companies/${t.company.id}/engaged-entities`);
    expect(options.json().map((e: { id: string }) => e.id)).not.toContain(t.entity.id);
    expect((await put(foreign.clientAdmin, `${base}/restore`)).statusCode).toBe(404);
    const restored = await put(t.clientAdmin, `${base}/restore`);
    expect(restored.json()).toMatchObject({ status: 'active', dateArchived: null });
    expect((await put(t.clientAdmin, `${base}/restore`)).statusCode).toBe(409);
  });

  it('deletes only an entity without engagements (409 otherwise)', async () => {
    const t = await buildTenant(ctx.app.db);
    await buildEngagement(ctx.app.db, t);
    const del = (user: { id: string }, id: string) =>
      injectAs(ctx, user, { method: 'DELETE', url: `/api/engaged-entities/${id}` });
    const busy = await del(t.clientAdmin, t.entity.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error_key).toBe('errors.hasEngagements');
    const free = (await create(t.clientAdmin, t.company.id, entity('Free Ltd'))).json().id;
    expect((await del(t.specialist, free)).statusCode).toBe(403);
    expect((await del(foreign.clientAdmin, free)).statusCode).toBe(404);
    expect((await del(t.clientAdmin, free)).statusCode).toBe(204);
    expect((await get(t.clientAdmin, `/api/engaged-entities/${free}`)).statusCode).toBe(404);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, free), eq(auditEvents.action, 'engaged_entity.deleted')));
    expect(event).toBeDefined();
  });
});

describe('engaged individuals', () => {
  it('adds, reads and edits an individual; role and tenant checks', async () => {
    const t = await buildTenant(ctx.app.db);
    const add = (user: { id: string }, payload: object) =>
      injectAs(ctx, user, { method: 'POST', url: `/api/engaged-entities/${t.entity.id}/engaged-individuals`, payload });
    const added = await add(t.clientAdmin, { name: 'Second Person', email: 'Second@Example.test' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Second Person',
      email: 'second@example.test',
      engagementCount: 0,
      engagedEntity: { id: t.entity.id },
    });
    expect((await add(t.clientAdmin, { name: 'No Mail', email: '' })).json().email).toBeNull();
    expect((await add(t.clientAdmin, { name: 'Bad', email: 'bad' })).json().errors).toEqual({
      email: ['errors.email'],
    });
    expect((await add(t.approver, { name: 'X' })).statusCode).toBe(403);
    expect((await add(foreign.clientAdmin, { name: 'X' })).statusCode).toBe(404);
    const id = added.json().id;
    expect((await get(t.specialist, `/api/engaged-individuals/${id}`)).json().abilities).toEqual({
      edit: false,
      updateEmail: false,
    });
    expect((await get(foreign.clientAdmin, `/api/engaged-individuals/${id}`)).statusCode).toBe(404);
    const edited = await put(t.companyAdmin, `/api/engaged-individual/${id}`, { name: 'Second Renamed', email: null });
    expect(edited.json()).toMatchObject({ name: 'Second Renamed', email: null });
    expect((await put(foreign.clientAdmin, `/api/engaged-individual/${id}`, { name: 'X' })).statusCode).toBe(404);
    const detail = (await get(t.clientAdmin, `/api/engaged-entities/${t.entity.id}`)).json();
    expect(detail.engagedIndividuals).toHaveLength(3);
  });

  it('updates the email and resends the last email sent to the old address about their engagements', async () => {
    const t = await buildTenant(ctx.app.db);
    const { id: engagementId } = await buildEngagement(ctx.app.db, t);
    await put(t.clientAdmin, `/api/engaged-individual/${t.individual.id}`, {
      name: t.individual.name,
      email: 'old@worker.test',
    });
    const content = (subject: string) => ({
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
      templateKey: 'test.mail',
    });
    await enqueueEmail(ctx.app.db, {
      to: 'old@worker.test',
      content: content('First'),
      entityType: 'engagement',
      entityId: engagementId,
    });
    await new Promise((r) => setTimeout(r, 5));
    const latest = await enqueueEmail(ctx.app.db, {
      to: 'old@worker.test',
      content: content('Your statement'),
      entityType: 'engagement',
      entityId: engagementId,
    });
    // a newer statement email whose one-time link was removed after delivery cannot be sent again
    await new Promise((r) => setTimeout(r, 5));
    const delivered = await enqueueEmail(ctx.app.db, {
      to: 'old@worker.test',
      content: { ...content('Statement link'), templateKey: 'contractor_report.link' },
      entityType: 'engagement',
      entityId: engagementId,
    });
    await ctx.app.db
      .update(emailMessages)
      .set({ text: REDACTED_BODY, html: REDACTED_BODY })
      .where(eq(emailMessages.id, delivered));
    // a newer email to the same address about something else is not theirs to resend
    await enqueueEmail(ctx.app.db, {
      to: 'old@worker.test',
      content: content('Other'),
      entityType: 'user',
      entityId: t.clientAdmin.id,
    });
    const url = `/api/engaged-individuals/${t.individual.id}/update-email`;
    expect((await put(t.specialist, url, { email: 'x@worker.test' })).statusCode).toBe(403);
    expect((await put(foreign.clientAdmin, url, { email: 'x@worker.test' })).statusCode).toBe(404);
    expect(
      (await put(t.clientAdmin, url, { email: 'x@worker.test', engagementId: foreign.entity.id })).statusCode,
    ).toBe(422);
    expect((await put(t.clientAdmin, url, { email: 'not-an-email' })).json().errors).toEqual({
      email: ['errors.email'],
    });
    const res = await put(t.clientAdmin, url, { email: 'New@Worker.test', engagementId, resend: true });
    expect(res.statusCode).toBe(200);
    const { resentEmailId } = res.json();
    expect(res.json().email).toBe('new@worker.test');
    const [copy] = await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.id, resentEmailId));
    expect(copy).toMatchObject({
      to: 'new@worker.test',
      subject: 'Your statement',
      resendOfId: latest,
      entityId: engagementId,
    });
    const [log] = await ctx.app.db.select().from(emailChangelogs).where(eq(emailChangelogs.emailMessageId, latest));
    expect(log).toMatchObject({
      oldEmail: 'old@worker.test',
      newEmail: 'new@worker.test',
      changedById: t.clientAdmin.id,
    });
    const resent = await ctx.app.db.select().from(emailEvents).where(eq(emailEvents.emailMessageId, latest));
    expect(resent).toEqual([expect.objectContaining({ name: 'resent', source: 'system', detail: 'new@worker.test' })]);
    // nothing was sent to the new address before: nothing to resend
    const again = await put(t.clientAdmin, url, { email: 'newer@worker.test', resend: false });
    expect(again.json().resentEmailId).toBeNull();
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'engaged_entity.individual_email_changed'));
    expect(event).toBeDefined();
  });
});

describe('engagements and assessments of an entity', () => {
  it('lists its engagements with filters, and its assessments, as far as the actor sees them', async () => {
    const t = await buildTenant(ctx.app.db);
    const first = await buildEngagement(ctx.app.db, t, { serviceProvided: 'Alpha work' });
    await activateFeature(ctx.app.db, t.company.id, 'test');
    await buildEngagement(ctx.app.db, t, { serviceProvided: 'Beta work', type: 'test' });
    const other = await buildEngagedEntity(ctx.app.db, t.company.id);
    await buildEngagement(ctx.app.db, t, {
      engagedEntityId: other.entity.id,
      engagedIndividualId: other.individual.id,
    });
    const list = (user: { id: string }, q = '') => get(user, `/api/engaged-entities/${t.entity.id}/engagements${q}`);
    const all = (await list(t.clientAdmin)).json();
    expect(all.total).toBe(2);
    expect(all.data[0]).toMatchObject({
      engagedEntity: { id: t.entity.id },
      agency: { id: t.agency.id },
      currentAssessment: { status: 'created' },
    });
    expect((await list(t.clientAdmin, '?types=test')).json().total).toBe(1);
    expect((await list(t.clientAdmin, '?globalFilter=alpha')).json().data.map((e: { id: string }) => e.id)).toEqual([
      first.id,
    ]);
    expect((await list(t.clientAdmin, '?statuses=archived')).json().total).toBe(0);
    expect((await list(t.clientAdmin, '?periodModified=today')).json().total).toBe(2);
    expect((await list(t.clientAdmin, '?dateDueFrom=2000-01-01&dateDueTo=2000-01-02')).json().total).toBe(0);
    expect((await list(t.clientAdmin, '?sort=contractDateEnd|asc')).statusCode).toBe(200);
    // The page is chosen from the engagements' own columns: order, the total past the last page, and
    // a search on the individual's name.
    const byDate = all.data.map((e: { id: string }) => e.id);
    const ascending = (await list(t.clientAdmin, '?sort=dateCreated|asc')).json();
    expect(ascending.data.map((e: { id: string }) => e.id)).toEqual([...byDate].reverse());
    const second = (await list(t.clientAdmin, '?rows=1&page=2&sort=dateCreated|asc')).json();
    expect(second).toMatchObject({ total: 2, data: [{ id: byDate[0] }] });
    expect((await list(t.clientAdmin, '?rows=1&page=9')).json()).toMatchObject({ total: 2, data: [] });
    const named = (await list(t.clientAdmin, `?globalFilter=${encodeURIComponent(t.individual.name)}`)).json();
    expect(named.total).toBe(2);
    // the client user sees no engagement of theirs; another tenant gets 404
    expect((await list(t.clientUser)).json().total).toBe(0);
    expect((await list(foreign.clientAdmin)).statusCode).toBe(404);
    const assessments = await get(t.clientAdmin, `/api/engaged-entities/${t.entity.id}/assessments`);
    expect(assessments.json().total).toBe(2);
    expect(assessments.json().data[0].engagement.company).toEqual({ id: t.company.id, name: t.company.name });
    expect(
      (await get(t.specialist, `/api/engaged-entities/${t.entity.id}/assessments?statuses=approved`)).json().total,
    ).toBe(0);
    expect((await get(foreign.clientAdmin, `/api/engaged-entities/${t.entity.id}/assessments`)).statusCode).toBe(404);
    // The assessments' page too: order, a page past the last, the worker's name and the service searched.
    const related = (q: string) => get(t.clientAdmin, `/api/engaged-entities/${t.entity.id}/assessments${q}`);
    const newest = (await related('?sort=dateCreated|desc')).json().data.map((a: { id: string }) => a.id);
    const oldest = (await related('?sort=dateCreated|asc')).json().data.map((a: { id: string }) => a.id);
    expect(newest).toHaveLength(2);
    expect(oldest).toEqual([...newest].reverse());
    expect((await related('?rows=1&page=2&sort=dateCreated|desc')).json()).toMatchObject({
      total: 2,
      data: [{ id: newest[1] }],
    });
    expect((await related('?rows=1&page=5')).json()).toMatchObject({ total: 2, data: [] });
    expect((await related(`?globalFilter=${encodeURIComponent(t.individual.name)}`)).json().total).toBe(2);
    const beta = (await related('?globalFilter=beta')).json();
    expect(beta.total).toBe(1);
    expect(beta.data[0]).toMatchObject({ engagement: { serviceProvided: 'Beta work' } });
    // soft-deleted engagements are left out
    await ctx.app.db.update(engagements).set({ deletedAt: new Date() }).where(eq(engagements.id, first.id));
    expect((await list(t.clientAdmin)).json().total).toBe(1);
  });
});

describe('options under companies', () => {
  it('offers entities, individuals and roles of the group; another tenant gets 404', async () => {
    const t = await buildTenant(ctx.app.db);
    await buildEngagement(ctx.app.db, t, { engagedIndividualRole: 'Developer' });
    const llp = await create(
      t.clientAdmin,
      t.company.id,
      entity('Gamma LLP', { type: 'limited_liability_partnership', engagedIndividualName: 'Gail Gamma' }),
    );
    const entities = await get(
      t.specialist,
      `/api/companies/${t.subsidiary.id}/engaged-entities?type=limited_liability_partnership`,
    );
    expect(entities.json().map((e: { id: string }) => e.id)).toEqual([llp.json().id]);
    const individuals = await get(t.clientAdmin, `/api/companies/${t.company.id}/engaged-individuals?queryString=gail`);
    expect(individuals.json()).toEqual([
      expect.objectContaining({
        name: 'Gail Gamma',
        engagedEntityName: 'Gamma LLP',
        engagedEntityType: 'limited_liability_partnership',
      }),
    ]);
    const kept = await get(
      t.clientAdmin,
      `/api/companies/${t.company.id}/engaged-individuals?queryString=gail&initialValue=${t.individual.id}`,
    );
    expect(kept.json()).toHaveLength(2);
    expect((await get(t.clientAdmin, `/api/companies/${t.company.id}/engaged-individual-roles`)).json()).toEqual([
      'Developer',
    ]);
    for (const path of ['engaged-entities', 'engaged-individuals', 'engaged-individual-roles'])
      expect((await get(foreign.clientAdmin, `/api/companies/${t.company.id}/${path}`)).statusCode).toBe(404);
  });
});
