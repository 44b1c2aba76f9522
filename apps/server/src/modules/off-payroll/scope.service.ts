import { decideScopes, taxYearOf } from '@statera/off-payroll';
import {
  ERROR_KEYS,
  londonToday,
  type TFinancialYearImport,
  type TFinancialYearInput,
  type TOffPayrollScope,
  type TSizeProfile,
  ZFinancialYearImport,
  ZFinancialYearInput,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clientFinancialYears, clientSizeProfiles } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { offPayrollPolicy } from './off-payroll.policy.ts';
import { groupExposure } from './portfolio-exposure.ts';
import { presentChanges, presentYear } from './scope.presenter.ts';
import {
  findGroupOf,
  findYearForUpdate,
  loadProfile,
  loadYears,
  lockGroupScope,
  overlappingYears,
  toFigures,
} from './scope.repository.ts';
import { presentDecision, recordScopeDecisions, shownTaxYears } from './scope-decisions.ts';

type Group = NonNullable<Awaited<ReturnType<typeof findGroupOf>>>;

async function groupFor(db: DbOrTx, actor: Actor, companyId: string, ability: 'offPayroll.view' | 'offPayroll.edit') {
  const group = await findGroupOf(db, actor, companyId);
  if (!group) throw notFound('Company');
  authorize(actor, ability, group);
  return group;
}

/** GET companies/{id}/off-payroll: the group's profile, years, decision per tax year with working, and changes. */
export async function getOffPayrollScope(db: DbOrTx, actor: Actor, companyId: string): Promise<TOffPayrollScope> {
  const group = await groupFor(db, actor, companyId, 'offPayroll.view');
  const today = londonToday();
  const [profile, years] = await Promise.all([loadProfile(db, group.companyId), loadYears(db, group.companyId)]);
  const decisions = decideScopes(profile, years.map(toFigures), shownTaxYears(today));
  const [changes, portfolio] = await Promise.all([
    presentChanges(db, group.companyId, decisions, taxYearOf(today)),
    groupExposure(db, group.companyId),
  ]);
  return {
    companyId: group.companyId,
    companyName: group.name,
    profile: {
      kind: profile.kind,
      publicAuthority: profile.publicAuthority,
      ukConnection: profile.ukConnection,
      paysApprenticeshipLevy: profile.paysApprenticeshipLevy,
      updatedAt: profile.updatedAt?.toISOString() ?? null,
      updatedBy: profile.updatedBy,
    },
    financialYears: years.map((y) => presentYear(y, profile)),
    decisions: decisions.map(presentDecision),
    changes,
    portfolio,
    abilities: { edit: offPayrollPolicy.edit(actor, group) },
  };
}

/** Rewrites the group's recorded decisions after a change, in the same transaction. */
async function redecide(tx: DbOrTx, actor: Actor, group: Group) {
  const [profile, years] = await Promise.all([loadProfile(tx, group.companyId), loadYears(tx, group.companyId)]);
  await recordScopeDecisions(tx, actor.id, group.companyId, profile, years.map(toFigures));
}

/** PUT companies/{id}/off-payroll/profile: the client's legal form, public authority, UK connection, levy. */
export async function updateSizeProfile(db: Db, actor: Actor, companyId: string, input: TSizeProfile) {
  const group = await groupFor(db, actor, companyId, 'offPayroll.edit');
  await db.transaction(async (tx) => {
    await lockGroupScope(tx, group.companyId);
    const before = await loadProfile(tx, group.companyId);
    const values = { ...input, updatedById: actor.id, updatedAt: new Date() };
    await tx
      .insert(clientSizeProfiles)
      .values({ companyId: group.companyId, ...values })
      .onConflictDoUpdate({ target: clientSizeProfiles.companyId, set: values });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'off_payroll.profile_updated',
      entityType: 'company',
      entityId: group.companyId,
      companyId: group.companyId,
      before: {
        kind: before.kind,
        publicAuthority: before.publicAuthority,
        ukConnection: before.ukConnection,
        paysApprenticeshipLevy: before.paysApprenticeshipLevy,
      },
      after: input,
    });
    await redecide(tx, actor, group);
  });
}

const pence = (pounds: number | null | undefined) => (pounds == null ? null : Math.round(pounds * 100));

/** The stored columns of a year's figures (validated by the shared schema: the web runs it too). */
function yearValues(input: TFinancialYearInput) {
  const v = ZFinancialYearInput.parse(input);
  return {
    start: v.start,
    end: v.end,
    filingDeadline: v.filingDeadline ?? null,
    turnoverPence: pence(v.turnover)!,
    balanceSheetPence: pence(v.balanceSheetTotal)!,
    employees: v.employees!,
    isGroup: v.isGroup,
    turnoverGrossPence: v.isGroup ? pence(v.turnoverGross) : null,
    balanceSheetGrossPence: v.isGroup ? pence(v.balanceSheetGross) : null,
    excludedFromSmallRegime: v.excludedFromSmallRegime,
    firstFinancialYear: v.firstFinancialYear,
    evidence: v.evidence,
  };
}
type YearValues = ReturnType<typeof yearValues>;

/** 409 when the period overlaps another year of the group: each day belongs to one financial year. */
async function refuseOverlap(tx: DbOrTx, companyId: string, v: Pick<YearValues, 'start' | 'end'>, exceptId?: string) {
  const clash = await overlappingYears(tx, companyId, v.start, v.end, exceptId);
  if (clash.length > 0)
    throw conflict(ERROR_KEYS.financialYearOverlaps, 'The period overlaps another financial year of the group.', {
      start: [ERROR_KEYS.financialYearOverlaps],
    });
}

/** POST companies/{id}/off-payroll/financial-years: a year and its figures; the decisions follow. */
export async function createFinancialYear(db: Db, actor: Actor, companyId: string, input: TFinancialYearInput) {
  const group = await groupFor(db, actor, companyId, 'offPayroll.edit');
  const values = yearValues(input);
  return db.transaction(async (tx) => {
    await lockGroupScope(tx, group.companyId);
    await refuseOverlap(tx, group.companyId, values);
    const [row] = await tx
      .insert(clientFinancialYears)
      .values({ companyId: group.companyId, ...values, enteredById: actor.id })
      .returning({ id: clientFinancialYears.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'off_payroll.financial_year_created',
      entityType: 'company',
      entityId: group.companyId,
      companyId: group.companyId,
      after: { financialYearId: row!.id, ...values },
    });
    await redecide(tx, actor, group);
    return group.companyId;
  });
}

/** POST companies/{id}/off-payroll/financial-years/import: several years, all valid and apart, or none. */
export async function importFinancialYears(db: Db, actor: Actor, companyId: string, input: TFinancialYearImport) {
  const group = await groupFor(db, actor, companyId, 'offPayroll.edit');
  const rows = ZFinancialYearImport.parse(input).years.map((y) => yearValues(y));
  const sorted = [...rows].sort((a, b) => (a.start < b.start ? -1 : 1));
  sorted.forEach((r, i) => {
    if (i > 0 && r.start <= sorted[i - 1]!.end)
      throw new AppError(400, ERROR_KEYS.financialYearOverlaps, 'Two imported years overlap.', {
        years: [ERROR_KEYS.financialYearOverlaps],
      });
  });
  return db.transaction(async (tx) => {
    await lockGroupScope(tx, group.companyId);
    for (const r of rows) await refuseOverlap(tx, group.companyId, r);
    await tx
      .insert(clientFinancialYears)
      .values(rows.map((r) => ({ companyId: group.companyId, ...r, enteredById: actor.id })));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'off_payroll.financial_years_imported',
      entityType: 'company',
      entityId: group.companyId,
      companyId: group.companyId,
      after: { count: rows.length, periods: rows.map((r) => `${r.start}..${r.end}`) },
    });
    await redecide(tx, actor, group);
    return group.companyId;
  });
}

async function yearFor(tx: DbOrTx, actor: Actor, id: string) {
  const year = await findYearForUpdate(tx, actor, id);
  const group = year ? await findGroupOf(tx, actor, year.companyId) : null;
  if (!year || !group) throw notFound('Financial year');
  authorize(actor, 'offPayroll.edit', group);
  return { year, group };
}

/** PUT off-payroll/financial-years/{id}: new figures; a confirmation no longer holds (they changed). */
export async function updateFinancialYear(db: Db, actor: Actor, id: string, input: TFinancialYearInput) {
  const values = yearValues(input);
  return db.transaction(async (tx) => {
    const { year, group } = await yearFor(tx, actor, id);
    await lockGroupScope(tx, group.companyId);
    await refuseOverlap(tx, group.companyId, values, id);
    await tx
      .update(clientFinancialYears)
      .set({ ...values, enteredById: actor.id, confirmedById: null, confirmedAt: null, updatedAt: new Date() })
      .where(eq(clientFinancialYears.id, id));
    const { id: _, companyId: __, createdAt: ___, updatedAt: ____, ...before } = year;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'off_payroll.financial_year_updated',
      entityType: 'company',
      entityId: group.companyId,
      companyId: group.companyId,
      before: { financialYearId: id, ...before },
      after: { financialYearId: id, ...values },
    });
    await redecide(tx, actor, group);
    return group.companyId;
  });
}

/** DELETE off-payroll/financial-years/{id}. */
export async function deleteFinancialYear(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const { year, group } = await yearFor(tx, actor, id);
    await lockGroupScope(tx, group.companyId);
    await tx.delete(clientFinancialYears).where(eq(clientFinancialYears.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'off_payroll.financial_year_deleted',
      entityType: 'company',
      entityId: group.companyId,
      companyId: group.companyId,
      before: { financialYearId: id, start: year.start, end: year.end, evidence: year.evidence },
    });
    await redecide(tx, actor, group);
    return group.companyId;
  });
}

/**
 * PUT off-payroll/financial-years/{id}/confirm: the client confirms the year's figures (who and when
 * are kept: the client must confirm its size on request, ESM10011A).
 */
export async function confirmFinancialYear(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const { group } = await yearFor(tx, actor, id);
    const at = new Date();
    await tx
      .update(clientFinancialYears)
      .set({ confirmedById: actor.id, confirmedAt: at })
      .where(eq(clientFinancialYears.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'off_payroll.financial_year_confirmed',
      entityType: 'company',
      entityId: group.companyId,
      companyId: group.companyId,
      after: { financialYearId: id, confirmedAt: at.toISOString() },
    });
    return group.companyId;
  });
}
