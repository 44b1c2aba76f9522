import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  csvDay,
  csvFile,
  engagementRow,
  parseCsv,
  processCsv,
  runImportJob,
} from '../../../test/factories/csv-import.ts';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { agencies, emailMessages, engagedEntities, engagements, users } from '../../db/schema/index.ts';
import { insertAgency, insertEngagedEntity } from '../../db/seed/builders.ts';

/** Spec §5 CSV rules and §8 CSV row errors, each through the parse call (the preview's errors per cell). */
const ctx = useTestApp();
let t: Tenant;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

async function errorsOf(rows: Record<string, string>[], fields: Record<string, string> = {}) {
  const res = await parseCsv(ctx, t.clientAdmin, 'engagements', csvFile('engagements', rows), {
    companyId: t.company.id,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().rows as { errors: Record<string, string[]> }[]).map((r) => r.errors);
}

describe('spec §5 CSV rules', () => {
  it('refuses a value over 191 characters, in any column', async () => {
    const [errors] = await errorsOf([
      engagementRow(t, { serviceProvided: 'x'.repeat(192), yourReference: 'y'.repeat(191) }),
    ]);
    expect(errors).toEqual({ serviceProvided: ['errors.maxLength'] });
  });

  it('wants a contract value above zero, with at most two decimals', async () => {
    const errors = await errorsOf([
      engagementRow(t, { contractValue: '0' }),
      engagementRow(t, { contractValue: '-5' }),
      engagementRow(t, { contractValue: '10.555' }),
      engagementRow(t, { contractValue: '1250,50' }),
    ]);
    expect(errors.map((e) => e.contractValue)).toEqual([
      ['errors.minValue'],
      ['errors.minValue'],
      ['errors.cost'],
      undefined,
    ]);
  });

  it('reads dates as DD/MM/YYYY only, and real days only', async () => {
    const errors = await errorsOf([
      engagementRow(t, { contractStart: '2030-01-10' }),
      engagementRow(t, { contractStart: '31/04/2030' }),
      engagementRow(t, { contractStart: '1/2/2031', contractEnd: '01/02/2032' }),
    ]);
    expect(errors.map((e) => e.contractStart)).toEqual([
      ['csvImport.errors.date'],
      ['csvImport.errors.date'],
      undefined,
    ]);
  });

  it('wants the start before the end, the end not before today and after the first due date', async () => {
    const errors = await errorsOf([
      engagementRow(t, { contractStart: csvDay(20), contractEnd: csvDay(20) }),
      engagementRow(t, { contractStart: csvDay(-60), contractEnd: csvDay(-1) }),
      engagementRow(t, { contractStart: csvDay(-60), contractEnd: csvDay(0) }),
    ]);
    expect(errors.map((e) => e.contractEnd)).toEqual([
      ['documents.datePeriodModal.dateTooEarly'],
      ['errors.contractEndInPast'],
      ['errors.contractEndBeforeDueDate'],
    ]);
  });

  it('takes the type Company, Sole trader or LLP (any case), nothing else', async () => {
    const errors = await errorsOf([
      engagementRow(t, { type: 'LLP' }),
      engagementRow(t, { type: 'sole trader', companyName: '', companyNumber: '' }),
      engagementRow(t, { type: 'Limited company' }),
    ]);
    expect(errors.map((e) => e.type)).toEqual([undefined, undefined, ['csvImport.errors.entityType']]);
  });

  it('leaves company name and number blank for a sole trader, and wants a company name otherwise', async () => {
    const errors = await errorsOf([
      engagementRow(t, { type: 'Sole trader', companyName: 'Someone Ltd', companyNumber: '123' }),
      engagementRow(t, { type: 'Company', companyName: '' }),
    ]);
    expect(errors[0]).toEqual({
      companyName: ['errors.shouldNotBeFilled'],
      companyNumber: ['errors.shouldNotBeFilled'],
    });
    expect(errors[1]).toEqual({ companyName: ['errors.requiredIf'] });
  });

  it('refuses an engagement logged already or twice in the file, unless the call says duplicate', async () => {
    const row = engagementRow(t);
    const twice = await errorsOf([row, { ...row }]);
    expect(twice.map((e) => e.engagedIndividualName)).toEqual([undefined, ['csvImport.errors.duplicateEngagement']]);
    expect((await errorsOf([row, { ...row }], { duplicate: 'true' }))[1]).toEqual({});
  });
});

describe('spec §8 CSV row errors', () => {
  it('names people who are not specialists or approvers of the group, and archived ones', async () => {
    const archived = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id, status: 'archived' });
    const outsider = await buildUser(ctx.app.db, { role: 'specialist', companyId: null });
    const errors = await errorsOf([
      engagementRow(t, { specialistEmail: archived.email }),
      engagementRow(t, { specialistEmail: outsider.email, approverEmail: t.clientUser.email }),
      engagementRow(t, { specialistEmail: 'nobody@new.test' }),
      engagementRow(t, { specialistEmail: t.specialist.email, approverEmail: t.specialist.email }),
      engagementRow(t, { specialistEmail: t.clientAdmin.email, approverEmail: t.clientAdmin.email }),
    ]);
    expect(errors[0]).toEqual({ specialistEmail: ['errors.archivedUserEmail'] });
    expect(errors[1]).toEqual({
      specialistEmail: ['errors.userIsNotApproverOrSpecialist'],
      approverEmail: ['errors.userIsNotApproverOrSpecialist'],
    });
    expect(errors[2]).toEqual({ specialistEmail: ['errors.userIsNotApproverOrSpecialist'] });
    expect(errors[3]).toEqual({ approverEmail: ['errors.userIsNotApproverOrSpecialist'] });
    // only a client admin may hold both seats
    expect(errors[4]).toEqual({});
  });

  it('invites unknown people with invite, one role each (different roles)', async () => {
    const errors = await errorsOf(
      [
        engagementRow(t, { specialistEmail: 'new.one@new.test' }),
        engagementRow(t, { approverEmail: 'new.one@new.test' }),
        engagementRow(t, { specialistEmail: 'new.two@new.test' }),
        engagementRow(t, { specialistEmail: 'new.three@new.test', approverEmail: 'new.three@new.test' }),
      ],
      { invite: 'true' },
    );
    expect(errors).toEqual([
      { specialistEmail: ['csvImport.errors.differentRoles'] },
      { approverEmail: ['csvImport.errors.differentRoles'] },
      {},
      {
        approverEmail: ['errors.approverMustDifferFromSpecialist', 'csvImport.errors.differentRoles'],
        specialistEmail: ['csvImport.errors.differentRoles'],
      },
    ]);
  });

  it('checks agencies: another number, several numbers, a number of another agency, a person for a new one', async () => {
    await ctx.app.db.update(agencies).set({ number: 'AG-1' }).where(eq(agencies.id, t.agency.id));
    const other = await insertAgency(ctx.app.db, t.company.id, 'Second Agency');
    await ctx.app.db.update(agencies).set({ number: 'AG-2' }).where(eq(agencies.id, other.id));
    const [otherNumber] = await errorsOf([engagementRow(t, { agencyName: t.agency.name, agencyNumber: 'AG-9' })]);
    expect(otherNumber).toEqual({ agencyNumber: ['csvImport.errors.agencyNumberMismatch'] });
    const [ofAnother] = await errorsOf([engagementRow(t, { agencyName: 'Third Agency', agencyNumber: 'AG-2' })]);
    expect(ofAnother).toEqual({
      agencyNumber: ['csvImport.errors.wrongAgency'],
      agencyName: ['errors.agencyPersonRequired'],
    });
    const errors = await errorsOf([
      engagementRow(t, { agencyName: 'Fresh Agency', agencyNumber: 'F-1', agencyEmail: 'fresh@agency.test' }),
      engagementRow(t, { agencyName: 'Fresh Agency', agencyNumber: 'F-2' }),
      engagementRow(t, { agencyName: 'Nobody Agency' }),
      engagementRow(t, { agencyName: t.agency.name, agencyNumber: 'AG-1' }),
    ]);
    expect(errors[0]).toEqual({ agencyNumber: ['csvImport.errors.agencyNumbers'] });
    expect(errors[1]).toEqual({ agencyNumber: ['csvImport.errors.agencyNumbers'] });
    expect(errors[2]).toEqual({ agencyName: ['errors.agencyPersonRequired'] });
    expect(errors[3]).toEqual({});
  });

  it('takes engagements for the chosen agency only', async () => {
    const errors = await errorsOf(
      [engagementRow(t, { agencyName: 'Some Other Agency' }), engagementRow(t, { agencyName: '' })],
      { agencyId: t.agency.id },
    );
    expect(errors).toEqual([{ agencyName: ['csvImport.errors.agencyOnly'] }, {}]);
  });

  it('checks engaged entities: archived names, another type or number, unknown departments', async () => {
    const { entity } = await insertEngagedEntity(ctx.app.db, {
      mainCompanyId: t.company.id,
      name: 'Archived Works Ltd',
      type: 'company',
      individualName: 'Old Worker',
    });
    await ctx.app.db.update(engagedEntities).set({ status: 'archived' }).where(eq(engagedEntities.id, entity.id));
    const errors = await errorsOf([
      engagementRow(t, { companyName: 'Archived Works Ltd', companyNumber: '' }),
      engagementRow(t, { companyName: t.entity.name, companyNumber: '', type: 'LLP' }),
      engagementRow(t, { department: 'Finance' }),
      engagementRow(t, { department: 'engineering' }),
    ]);
    expect(errors[0]).toEqual({ companyName: ['errors.archivedNameClash'] });
    expect(errors[1]).toEqual({ type: ['csvImport.errors.entityTypeMismatch'] });
    expect(errors[2]).toEqual({ department: ['csvImport.errors.unknownDepartment'] });
    expect(errors[3]).toEqual({});
  });

  it('fails the process with validationFailed when rows went wrong since the preview, and writes nothing', async () => {
    const late = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const file = csvFile('engagements', [engagementRow(t), engagementRow(t, { specialistEmail: late.email })]);
    const parsed = await parseCsv(ctx, t.clientAdmin, 'engagements', file, { companyId: t.company.id });
    expect(parsed.json().summary.invalid).toBe(0);
    await ctx.app.db.update(users).set({ status: 'archived' }).where(eq(users.id, late.id));
    const key = parsed.json().key;
    expect((await processCsv(ctx, t.clientAdmin, 'engagements', key, {})).statusCode).toBe(202);
    expect(await runImportJob(ctx, key)).toBe('failed');
    const state = (await injectAs(ctx, t.clientAdmin, { url: `/api/csv/${key}` })).json();
    expect(state).toMatchObject({ status: 'failed', validationFailed: true, errorRowCount: 1 });
    expect(state.errorRows[0]).toMatchObject({ line: 3, errors: { specialistEmail: ['errors.archivedUserEmail'] } });
    expect(await ctx.app.db.select().from(engagements).where(eq(engagements.importId, key))).toEqual([]);
    // fixed (the person restored), the same key imports
    await ctx.app.db.update(users).set({ status: 'active' }).where(eq(users.id, late.id));
    expect((await processCsv(ctx, t.clientAdmin, 'engagements', key, {})).statusCode).toBe(202);
    expect(await runImportJob(ctx, key)).toBe('completed');
    expect(await ctx.app.db.select().from(engagements).where(eq(engagements.importId, key))).toHaveLength(2);
  });

  it('invites new seats with their role and sends their invitations in throttled batches', async () => {
    const rows = Array.from({ length: 55 }, (_, i) => engagementRow(t, { specialistEmail: `seat${i}@new.test` }));
    const parsed = await parseCsv(ctx, t.clientAdmin, 'engagements', csvFile('engagements', rows), {
      companyId: t.company.id,
      invite: 'true',
    });
    expect(parsed.json().summary.invalid).toBe(0);
    const key = parsed.json().key;
    await processCsv(ctx, t.clientAdmin, 'engagements', key, { invite: true });
    expect(await runImportJob(ctx, key)).toBe('completed');
    const seat = (await ctx.app.db.select().from(users).where(eq(users.email, 'seat54@new.test')))[0]!;
    expect(seat).toMatchObject({ role: 'specialist', status: 'invited', companyId: t.company.id });
    const invitations = await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.entityType, 'user'));
    const ours = invitations.filter((m) => /^seat\d+@new\.test$/.test(m.to));
    expect(ours).toHaveLength(55);
    const first = Math.min(...ours.map((m) => m.nextAttemptAt.getTime()));
    const later = ours.filter((m) => m.nextAttemptAt.getTime() >= first + 60_000);
    expect(later).toHaveLength(5);
    const state = (await injectAs(ctx, t.clientAdmin, { url: `/api/csv/${key}` })).json();
    expect(state.result).toMatchObject({ created: 55, invited: 55 });
  });
});

describe('one rule set: the single create runs the import’s seat and date rules', () => {
  it('refuses an archived specialist and a contract end in the past', async () => {
    const archived = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id, status: 'archived' });
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: '/api/engagements',
      payload: {
        companyId: t.company.id,
        engagedEntityId: t.entity.id,
        engagedIndividualId: t.individual.id,
        contractStart: '2020-01-01',
        contractEnd: '2020-06-01',
        contractValue: 1000,
        serviceProvided: 'Work',
        specialistEmail: archived.email,
        approverEmail: t.approver.email,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      contractEnd: ['errors.contractEndInPast'],
      specialistEmail: ['errors.archivedUserEmail'],
    });
  });
});
