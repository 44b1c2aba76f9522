import type { ClientProfile, FinancialYearFigures } from '@statera/off-payroll';
import { and, asc, count, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import { offPayrollGroupScope } from '../../authz/record-scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  clientFinancialYears,
  clientScopeDecisions,
  clientSizeProfiles,
  companies,
  engagedEntities,
  engagedIndividuals,
  engagements,
  users,
} from '../../db/schema/index.ts';

/**
 * The group of a company: its top company, name and status; null when the company does not exist or
 * the group is not the actor's to know about (`offPayrollPolicy.visible`, in the query).
 */
export async function findGroupOf(db: DbOrTx, actor: Actor, companyId: string) {
  const top = alias(companies, 'top');
  const [row] = await db
    .select({ companyId: top.id, name: top.name, status: top.status })
    .from(companies)
    .innerJoin(top, eq(top.id, sql`coalesce(${companies.parentId}, ${companies.id})`))
    .where(
      and(
        eq(companies.id, companyId),
        isNull(companies.deletedAt),
        isNull(top.deletedAt),
        offPayrollGroupScope(actor, top.id),
      ),
    );
  return row ?? null;
}

/** Serializes a group's scope writes (the overlap check, then the decisions rewritten). */
export async function lockGroupScope(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`off_payroll:${companyId}`}))`);
}

const personName = sql<string>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

export type ProfileRow = ClientProfile & {
  paysApprenticeshipLevy: boolean;
  updatedAt: Date | null;
  updatedBy: { id: string; name: string } | null;
};

/** The group's profile; the defaults (a UK company) when none was recorded. */
export async function loadProfile(db: DbOrTx, companyId: string): Promise<ProfileRow> {
  const [row] = await db
    .select({
      kind: clientSizeProfiles.kind,
      publicAuthority: clientSizeProfiles.publicAuthority,
      ukConnection: clientSizeProfiles.ukConnection,
      paysApprenticeshipLevy: clientSizeProfiles.paysApprenticeshipLevy,
      updatedAt: clientSizeProfiles.updatedAt,
      updatedById: users.id,
      updatedByName: personName,
    })
    .from(clientSizeProfiles)
    .leftJoin(users, eq(users.id, clientSizeProfiles.updatedById))
    .where(eq(clientSizeProfiles.companyId, companyId));
  if (!row) {
    return {
      kind: 'company',
      publicAuthority: false,
      ukConnection: true,
      paysApprenticeshipLevy: false,
      updatedAt: null,
      updatedBy: null,
    };
  }
  const { updatedById, updatedByName, ...rest } = row;
  return { ...rest, updatedBy: updatedById ? { id: updatedById, name: updatedByName ?? '' } : null };
}

const enteredBy = alias(users, 'entered_by');
const confirmedBy = alias(users, 'confirmed_by');

/** The group's financial years, oldest first, with who entered and who confirmed them. */
export async function loadYears(db: DbOrTx, companyId: string, ids?: string[]) {
  const rows = await db
    .select({
      y: clientFinancialYears,
      enteredByName: sql<string | null>`nullif(trim(${enteredBy.firstName} || ' ' || ${enteredBy.lastName}), '')`,
      confirmedByName: sql<string | null>`nullif(trim(${confirmedBy.firstName} || ' ' || ${confirmedBy.lastName}), '')`,
    })
    .from(clientFinancialYears)
    .leftJoin(enteredBy, eq(enteredBy.id, clientFinancialYears.enteredById))
    .leftJoin(confirmedBy, eq(confirmedBy.id, clientFinancialYears.confirmedById))
    .where(and(eq(clientFinancialYears.companyId, companyId), ids ? inArray(clientFinancialYears.id, ids) : undefined))
    .orderBy(asc(clientFinancialYears.start));
  return rows.map((r) => Object.assign(r.y, { enteredByName: r.enteredByName, confirmedByName: r.confirmedByName }));
}
export type YearRow = Awaited<ReturnType<typeof loadYears>>[number];

/** A stored year as the rules read it. */
export const toFigures = (y: typeof clientFinancialYears.$inferSelect): FinancialYearFigures => ({
  id: y.id,
  start: y.start,
  end: y.end,
  turnover: y.turnoverPence,
  balanceSheetTotal: y.balanceSheetPence,
  employees: y.employees,
  isGroup: y.isGroup,
  turnoverGross: y.turnoverGrossPence,
  balanceSheetGross: y.balanceSheetGrossPence,
  excludedFromSmallRegime: y.excludedFromSmallRegime,
  firstFinancialYear: y.firstFinancialYear,
  filingDeadline: y.filingDeadline,
});

/** One financial year and its group's top company, for a write (locked). */
export async function findYearForUpdate(tx: DbOrTx, actor: Actor, id: string) {
  const [row] = await tx
    .select()
    .from(clientFinancialYears)
    .where(and(eq(clientFinancialYears.id, id), offPayrollGroupScope(actor, clientFinancialYears.companyId)))
    .for('update');
  return row ?? null;
}

/** Years of the group overlapping [start, end], other than `exceptId`. */
export async function overlappingYears(tx: DbOrTx, companyId: string, start: string, end: string, exceptId?: string) {
  return tx
    .select({ id: clientFinancialYears.id, start: clientFinancialYears.start, end: clientFinancialYears.end })
    .from(clientFinancialYears)
    .where(
      and(
        eq(clientFinancialYears.companyId, companyId),
        sql`${clientFinancialYears.start} <= ${end} and ${clientFinancialYears.end} >= ${start}`,
        exceptId ? ne(clientFinancialYears.id, exceptId) : undefined,
      ),
    );
}

/** The recorded decisions of the group, by tax year. */
export async function recordedDecisions(db: DbOrTx, companyId: string) {
  return db.select().from(clientScopeDecisions).where(eq(clientScopeDecisions.companyId, companyId));
}

const LIVE = ['active', 'preliminary'] as const;

/**
 * The group's live engagements whose contract spans the start of a tax year (started before it,
 * ending on or after it): they need a determination and an SDS before it when the client comes into
 * scope, or their SDS withdrawn when it leaves. The first `limit`, with the total.
 */
export async function engagementsSpanning(db: DbOrTx, companyId: string, startsOn: string, limit = 50) {
  const where = and(
    inArray(
      engagements.companyId,
      db
        .select({ id: companies.id })
        .from(companies)
        .where(sql`coalesce(${companies.parentId}, ${companies.id}) = ${companyId}`),
    ),
    inArray(engagements.status, [...LIVE]),
    eq(engagements.type, 'normal'),
    isNull(engagements.deletedAt),
    lt(engagements.contractStart, startsOn),
    gte(engagements.contractEnd, startsOn),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: engagements.id,
        individualName: engagedIndividuals.name,
        entityName: engagedEntities.name,
        companyName: companies.name,
        contractStart: engagements.contractStart,
        contractEnd: engagements.contractEnd,
        status: engagements.status,
      })
      .from(engagements)
      .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
      .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
      .innerJoin(companies, eq(companies.id, engagements.companyId))
      .where(where)
      .orderBy(asc(engagements.contractEnd), asc(engagements.id))
      .limit(limit),
    db.select({ n: count() }).from(engagements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
