import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  agencies,
  appealDecisions,
  appeals,
  assessmentReports,
  assessments,
  companies,
  engagedEntities,
  engagementChainParties,
  engagementReasonableCare,
  engagements,
  users,
} from '../../db/schema/index.ts';

function engagementQuery(db: DbOrTx, where: SQL) {
  return db
    .select({
      id: engagements.id,
      companyId: engagements.companyId,
      companyName: companies.name,
      rootCompanyId: sql<string>`coalesce(${companies.parentId}, ${companies.id})`,
      status: engagements.status,
      type: engagements.type,
      approverId: engagements.approverId,
      contractStart: engagements.contractStart,
      contractEnd: engagements.contractEnd,
      contractValuePence: engagements.contractValuePence,
      agencyId: engagements.agencyId,
      agencyName: agencies.name,
      agencyEmail: agencies.email,
      entityName: engagedEntities.name,
      entityType: engagedEntities.type,
    })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .leftJoin(agencies, eq(agencies.id, engagements.agencyId))
    .where(and(where, isNull(engagements.deletedAt)));
}

/** The engagement as the liability rules need it, within the actor's scope (else null: 404). */
export async function findEngagementFor(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await engagementQuery(db, and(eq(engagements.id, id), engagementScope(actor))!);
  return row ?? null;
}

/** The same for the statement job, which acts for the system (no actor): the engagement of a report. */
export async function findEngagementForStatement(db: DbOrTx, id: string) {
  const [row] = await engagementQuery(db, eq(engagements.id, id));
  return row ?? null;
}
export type LiabilityEngagement = NonNullable<Awaited<ReturnType<typeof findEngagementFor>>>;

/** Locks the engagement row for a chain write (one writer at a time per engagement). */
export async function lockEngagement(tx: DbOrTx, id: string) {
  await tx.select({ id: engagements.id }).from(engagements).where(eq(engagements.id, id)).for('update');
}

/**
 * The day (UK) of the first download of the engagement's statements by a recipient matching
 * `recipient` (a chain party's copy, or the engagement agency's copy): the SDS receipt the ledger holds.
 */
const firstDownload = (recipient: SQL) => sql<string | null>`(
  select to_char(min(d.downloaded_at) at time zone 'Europe/London', 'YYYY-MM-DD')
  from contractor_report_downloads d
  join contractor_report_recipients r on r.id = d.recipient_id
  join contractor_report_mail_groups g on g.id = r.group_id
  where g.engagement_id = "engagements"."id" and ${recipient})`;

/** The recorded chain, in order, with each party's receipt: recorded by hand or downloaded through its link. */
export async function chainOf(db: DbOrTx, engagementId: string) {
  return db
    .select({
      id: engagementChainParties.id,
      position: engagementChainParties.position,
      kind: engagementChainParties.kind,
      name: engagementChainParties.name,
      agencyId: engagementChainParties.agencyId,
      ukStatus: engagementChainParties.ukStatus,
      workerControlled: engagementChainParties.workerControlled,
      connectedToUmbrella: engagementChainParties.connectedToUmbrella,
      email: engagementChainParties.email,
      sdsConfirmedOn: engagementChainParties.sdsConfirmedOn,
      sdsConfirmationNote: engagementChainParties.sdsConfirmationNote,
      confirmedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      downloadedAt: firstDownload(
        sql`(r.chain_party_id = "engagement_chain_parties"."id" or ("engagement_chain_parties"."agency_id" = "engagements"."agency_id" and r.party = 'agency'))`,
      ),
    })
    .from(engagementChainParties)
    .innerJoin(engagements, eq(engagements.id, engagementChainParties.engagementId))
    .leftJoin(users, eq(users.id, engagementChainParties.sdsConfirmedById))
    .where(eq(engagementChainParties.engagementId, engagementId))
    .orderBy(asc(engagementChainParties.position));
}
export type ChainRow = Awaited<ReturnType<typeof chainOf>>[number];

/** The engagement agency's first download of a statement (the receipt of a chain not recorded yet). */
export async function agencyReceipt(db: DbOrTx, engagementId: string): Promise<string | null> {
  const [row] = await db
    .select({ at: firstDownload(sql`r.party = 'agency'`) })
    .from(engagements)
    .where(eq(engagements.id, engagementId));
  return row?.at ?? null;
}

/** Facts beyond the chain: the newest statement, the reasonable-care finding, the status disagreements. */
export async function liabilityFacts(db: DbOrTx, engagementId: string) {
  const [statements, care, disputes] = await Promise.all([
    db
      .select({
        taxYear: assessmentReports.offPayrollTaxYear,
        statutory: assessmentReports.statutory,
        generatedAt: assessmentReports.generatedAt,
      })
      .from(assessmentReports)
      .innerJoin(assessments, eq(assessments.id, assessmentReports.assessmentId))
      .where(and(eq(assessments.engagementId, engagementId), eq(assessmentReports.status, 'generated')))
      .orderBy(desc(assessmentReports.generatedAt))
      .limit(1),
    db
      .select({
        notTaken: engagementReasonableCare.notTaken,
        note: engagementReasonableCare.note,
        recordedAt: engagementReasonableCare.recordedAt,
        recordedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      })
      .from(engagementReasonableCare)
      .leftJoin(users, eq(users.id, engagementReasonableCare.recordedById))
      .where(eq(engagementReasonableCare.engagementId, engagementId)),
    db
      .select({
        receivedOn: appeals.representationsReceivedOn,
        deadline: appeals.statutoryDeadline,
        // The outer id as `${appeals}.id`: in a one-table select Drizzle drops a column's table, and a
        // bare "id" in the subquery is the decision's own (render-sql.ts guards this in the tests).
        answeredAt:
          sql<Date | null>`(select min(d.created_at) from ${appealDecisions} d where d.appeal_id = ${appeals}.id)`.mapWith(
            appealDecisions.createdAt,
          ),
      })
      .from(appeals)
      .where(
        and(
          eq(appeals.engagementId, engagementId),
          isNotNull(appeals.representationsReceivedOn),
          isNotNull(appeals.statutoryDeadline),
          ne(appeals.status, 'disabled'),
        ),
      ),
  ]);
  return { statement: statements[0] ?? null, care: care[0] ?? null, disputes };
}

/** The group's agencies among `ids` (a chain party may name only its own group's agencies). */
export async function agenciesOfGroup(db: DbOrTx, mainCompanyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: agencies.id, email: agencies.email })
    .from(agencies)
    .where(and(eq(agencies.mainCompanyId, mainCompanyId), inArray(agencies.id, ids)));
}
