import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement, engagementInput } from '../../../test/factories/engagement.ts';
import {
  buildEngagedEntity,
  buildTenant,
  buildUser,
  type Tenant,
  type UserRow,
} from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  assessments,
  auditEvents,
  companies,
  departments,
  engagementDocuments,
  engagements,
  storedFiles,
} from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let providerManager: UserRow;
let otherProviderUser: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  providerManager = await buildUser(ctx.app.db, { role: 'provider_user' });
  otherProviderUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: providerManager.id }).where(eq(companies.id, t.company.id));
});

const create = (user: { id: string }, payload: object) =>
  injectAs(ctx, user, { method: 'POST', url: '/api/engagements', payload });
const countEngagements = async () => (await ctx.app.db.select().from(engagements)).length;

describe('POST /api/engagements', () => {
  it('lets the client admin log an engagement with its first assessment', async () => {
    const res = await create(t.clientAdmin, engagementInput(t));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'active',
      company: { id: t.company.id },
      engagedIndividualName: t.individual.name,
      contractValue: 4_850_050,
      contractValueFormatted: '£48,500.50',
      answerer: { email: t.specialist.email },
      approver: { email: t.approver.email },
      currentAssessment: { status: 'created', type: 'assessment', notStarted: 'ready' },
    });
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, body.id));
    expect(audit.map((a) => a.action)).toEqual(['engagement.created']);
  });

  it.each([
    ['a provider admin', () => providerAdmin, () => t.company.id],
    ['the provider user who manages the client', () => providerManager, () => t.company.id],
    ['the subsidiary admin in their subsidiary', () => t.companyAdmin, () => t.subsidiary.id],
    ['the client admin in a subsidiary', () => t.clientAdmin, () => t.subsidiary.id],
  ])('allows %s', async (_l, user, companyId) => {
    const res = await create(user(), engagementInput(t, { companyId: companyId(), departmentId: null }));
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['a specialist', () => t.specialist, () => t.company.id],
    ['an approver', () => t.approver, () => t.company.id],
    ['a client user', () => t.clientUser, () => t.company.id],
    ['a subsidiary admin in the parent company', () => t.companyAdmin, () => t.company.id],
    ['a provider user who does not manage the client', () => otherProviderUser, () => t.company.id],
    ["another client's admin", () => foreign.clientAdmin, () => t.company.id],
  ])('answers 404 to %s and creates nothing', async (_l, user, companyId) => {
    const before = await countEngagements();
    const res = await create(user(), engagementInput(t, { companyId: companyId(), departmentId: null }));
    expect(res.statusCode).toBe(404);
    expect(res.json().error_key).toBe('errors.notFound');
    expect(await countEngagements()).toBe(before);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/engagements', payload: engagementInput(t) })).statusCode,
    ).toBe(401);
  });

  it('reports every invalid field at once', async () => {
    const res = await create(t.clientAdmin, {
      ...engagementInput(t),
      contractStart: '2027-05-01',
      contractEnd: '2027-04-01',
      contractValue: 10.123,
      serviceProvided: '   ',
      specialistEmail: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      contractEnd: ['documents.datePeriodModal.dateTooEarly'],
      contractValue: ['errors.cost'],
      serviceProvided: ['errors.required'],
      specialistEmail: ['errors.email'],
    });
  });

  it("refuses references from another client's group, and leaves no rows behind", async () => {
    const before = await countEngagements();
    const beforeAssessments = (await ctx.app.db.select().from(assessments)).length;
    const res = await create(t.clientAdmin, {
      ...engagementInput(t),
      engagedEntityId: foreign.entity.id,
      engagedIndividualId: foreign.individual.id,
      agencyId: foreign.agency.id,
      specialistEmail: foreign.specialist.email,
      approverEmail: t.specialist.email,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      engagedEntityId: ['errors.invalidEngagedEntity'],
      engagedIndividualId: ['errors.invalidEngagedIndividual'],
      agencyId: ['errors.invalidAgency'],
      specialistEmail: ['errors.userIsNotApproverOrSpecialist'],
      approverEmail: ['errors.userIsNotApproverOrSpecialist'],
    });
    expect(await countEngagements()).toBe(before);
    expect((await ctx.app.db.select().from(assessments)).length).toBe(beforeAssessments);
  });

  it('refuses a deleted department', async () => {
    const [gone] = await ctx.app.db
      .insert(departments)
      .values({ companyId: t.company.id, name: 'Closed unit', deletedAt: new Date() })
      .returning();
    const res = await create(t.clientAdmin, engagementInput(t, { departmentId: gone!.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ departmentId: ['errors.invalidDepartment'] });
  });

  it('lets only a client admin hold both seats', async () => {
    const both = await create(
      t.clientAdmin,
      engagementInput(t, { specialistEmail: t.clientAdmin.email, approverEmail: t.clientAdmin.email }),
    );
    expect(both.statusCode).toBe(201);
  });
});

describe('reading engagements', () => {
  let mine: { id: string };
  let other: { id: string };
  beforeAll(async () => {
    const { entity, individual } = await buildEngagedEntity(ctx.app.db, t.company.id, 'sole_trader');
    mine = await buildEngagement(ctx.app.db, t, {
      engagedEntityId: entity.id,
      engagedIndividualId: individual.id,
      serviceProvided: 'Zebra crossing survey',
    });
    other = await buildEngagement(ctx.app.db, foreign);
    // Two documents on `mine` (the list counts them; spec §3 documentsCount).
    for (const name of ['contract.pdf', 'sow.pdf']) {
      const [file] = await ctx.app.db
        .insert(storedFiles)
        .values({ key: `documents/${mine.id}/${name}`, mime: 'application/pdf', size: 10, name })
        .returning();
      await ctx.app.db.insert(engagementDocuments).values({ engagementId: mine.id, fileId: file!.id, name });
    }
  });

  const list = async (user: { id: string }, query = '') =>
    (await injectAs(ctx, user, { url: `/api/my-engagements${query}` })).json();

  it('shows the client admin every engagement of the group, paged and searchable', async () => {
    const page = await list(t.clientAdmin, '?rows=2&page=1');
    expect(page.rows).toBe(2);
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(6);
    const found = await list(t.clientAdmin, '?globalFilter=zebra');
    expect(found.data.map((e: { id: string }) => e.id)).toEqual([mine.id]);
    expect(found.data[0].engagedEntityType).toBe('sole_trader');
    expect(found.data[0].documentsCount).toBe(2);
    expect(page.data.every((e: { documentsCount: unknown }) => Number.isInteger(e.documentsCount))).toBe(true);
  });

  it('filters by status with the key[]=value form', async () => {
    expect((await list(t.clientAdmin, '?statuses[]=archived')).total).toBe(0);
    expect((await list(t.clientAdmin, '?statuses[]=active&statuses[]=archived')).total).toBeGreaterThan(0);
  });

  it('shows a specialist only the engagements where they hold a seat', async () => {
    const page = await list(t.subSpecialist);
    expect(page.total).toBe(0);
    const seat = await list(t.specialist);
    expect(
      seat.data.every((e: { company: { id: string } }) => [t.company.id, t.subsidiary.id].includes(e.company.id)),
    ).toBe(true);
  });

  it('never lists another client', async () => {
    const ids = (await list(t.clientAdmin, '?rows=500')).data.map((e: { id: string }) => e.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
  });

  it('answers 404 for a foreign engagement, 200 with abilities for one in scope', async () => {
    expect((await injectAs(ctx, t.clientAdmin, { url: `/api/engagements/${other.id}` })).statusCode).toBe(404);
    expect((await injectAs(ctx, t.subSpecialist, { url: `/api/engagements/${mine.id}` })).statusCode).toBe(404);
    const res = await injectAs(ctx, t.clientAdmin, { url: `/api/engagements/${mine.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().abilities).toMatchObject({ edit: true });
    const asSpecialist = await injectAs(ctx, t.specialist, { url: `/api/engagements/${mine.id}` });
    expect(asSpecialist.json().abilities).toMatchObject({ edit: false });
  });

  it('rejects a malformed sort with 400', async () => {
    const res = await injectAs(ctx, t.clientAdmin, { url: '/api/my-engagements?sort=drop table' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ sort: ['errors.sort'] });
  });
});
