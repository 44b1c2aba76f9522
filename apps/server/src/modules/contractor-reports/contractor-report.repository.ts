import { and, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { inEngagementScope } from '../../authz/record-scopes.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  agencies,
  assessmentReports,
  assessments,
  companies,
  contractorReportMailGroups,
  contractorReportRecipients,
  emailMessages,
  engagedIndividuals,
  engagements,
  holdingSettings,
  storedFiles,
  users,
} from '../../db/schema/index.ts';

function engagementForReport(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: engagements.id,
      companyId: engagements.companyId,
      approverId: engagements.approverId,
      /** test engagements never send a statement to the worker (spec §3) */
      type: engagements.type,
      clientName: companies.name,
      rootCompanyId: sql<string>`coalesce(${companies.parentId}, ${companies.id})`,
      individualName: engagedIndividuals.name,
      individualEmail: engagedIndividuals.email,
      agencyEmail: agencies.email,
    })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .leftJoin(agencies, eq(agencies.id, engagements.agencyId))
    .where(where);
}

/** The engagement as the contractor-report rules and emails need it, within the actor's scope. */
export async function findEngagementFor(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await engagementForReport(db, and(eq(engagements.id, id), engagementScope(actor)));
  return row ?? null;
}

/** The same without a scope, for a sending the system makes (a new statement after an appeal). */
export async function findEngagementUnscoped(db: DbOrTx, id: string) {
  const [row] = await engagementForReport(db, eq(engagements.id, id));
  return row ?? null;
}
export type ReportEngagement = NonNullable<Awaited<ReturnType<typeof findEngagementFor>>>;

/** The newest generated statement of the engagement's newest approved assessment, or null. */
export async function latestGeneratedReport(db: DbOrTx, engagementId: string) {
  const [approved] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.engagementId, engagementId), eq(assessments.status, 'approved')))
    .orderBy(desc(assessments.dateApproved), desc(assessments.createdAt))
    .limit(1);
  if (!approved) return null;
  const [report] = await db
    .select({
      id: assessmentReports.id,
      version: assessmentReports.version,
      generatedAt: assessmentReports.generatedAt,
    })
    .from(assessmentReports)
    .where(
      and(
        eq(assessmentReports.assessmentId, approved.id),
        eq(assessmentReports.status, 'generated'),
        sql`${assessmentReports.fileId} is not null`,
      ),
    )
    .orderBy(desc(assessmentReports.version))
    .limit(1);
  return report ?? null;
}

/** The group's contractor-notification frequency in days (0: at once). */
export async function notificationFrequency(db: DbOrTx, rootCompanyId: string): Promise<number> {
  const [h] = await db
    .select({ f: holdingSettings.contractorNotificationFrequency })
    .from(holdingSettings)
    .where(eq(holdingSettings.companyId, rootCompanyId));
  return h?.f ?? 0;
}

export async function reportVersion(db: DbOrTx, reportId: string) {
  const [r] = await db
    .select({ version: assessmentReports.version })
    .from(assessmentReports)
    .where(eq(assessmentReports.id, reportId));
  return r!.version;
}

/** A sending and its engagement id (unscoped: the caller checks the engagement through the actor's scope). */
/** A sending of an engagement the actor sees (the scope in the query), else null. */
export async function findMailGroup(db: DbOrTx, actor: Actor, id: string) {
  const [g] = await db
    .select()
    .from(contractorReportMailGroups)
    .where(
      and(eq(contractorReportMailGroups.id, id), inEngagementScope(actor, contractorReportMailGroups.engagementId)),
    );
  return g ?? null;
}

export async function recipientsOfGroup(db: DbOrTx, groupId: string) {
  return db
    .select()
    .from(contractorReportRecipients)
    .where(eq(contractorReportRecipients.groupId, groupId))
    .orderBy(contractorReportRecipients.createdAt, contractorReportRecipients.id);
}

/** Recipients are listed down the chain: the worker, the engaged entity, the agency, then the others. */
const PARTY_ORDER = ['worker', 'engaged_entity', 'agency', 'chain', 'other'];

/** The sendings of an engagement newest first, with the sender, the report version and every recipient. */
export async function mailGroupsOf(db: DbOrTx, engagementId: string) {
  const groups = await db
    .select({
      group: contractorReportMailGroups,
      version: assessmentReports.version,
      senderFirst: users.firstName,
      senderLast: users.lastName,
    })
    .from(contractorReportMailGroups)
    .innerJoin(assessmentReports, eq(assessmentReports.id, contractorReportMailGroups.assessmentReportId))
    .leftJoin(users, eq(users.id, contractorReportMailGroups.sentById))
    .where(eq(contractorReportMailGroups.engagementId, engagementId))
    .orderBy(desc(contractorReportMailGroups.createdAt), desc(contractorReportMailGroups.id));
  if (groups.length === 0) return [];
  const recipients = await db
    .select()
    .from(contractorReportRecipients)
    .where(
      inArray(
        contractorReportRecipients.groupId,
        groups.map((g) => g.group.id),
      ),
    )
    .orderBy(contractorReportRecipients.createdAt, contractorReportRecipients.id);
  const messageIds = recipients.flatMap((r) => [r.linkMessageId, r.codeMessageId]).filter((x): x is string => !!x);
  const statuses = new Map(
    messageIds.length
      ? (
          await db
            .select({ id: emailMessages.id, status: emailMessages.status })
            .from(emailMessages)
            .where(inArray(emailMessages.id, messageIds))
        ).map((m) => [m.id, m.status])
      : [],
  );
  return groups.map((g) => ({
    ...g,
    recipients: recipients
      .filter((r) => r.groupId === g.group.id)
      .sort((a, b) => PARTY_ORDER.indexOf(a.party) - PARTY_ORDER.indexOf(b.party) || a.email.localeCompare(b.email))
      .map((r) => ({
        recipient: r,
        linkStatus: r.linkMessageId ? (statuses.get(r.linkMessageId) ?? null) : null,
        codeStatus: r.codeMessageId ? (statuses.get(r.codeMessageId) ?? null) : null,
      })),
  }));
}

/** A recipient by the hash of its link key, with what the public page and the download need. */
export async function findRecipientByKeyHash(db: DbOrTx, keyHash: string, lock = false) {
  const query = db
    .select({
      recipient: contractorReportRecipients,
      clientName: companies.name,
      individualName: engagedIndividuals.name,
      reportId: assessmentReports.id,
      reportVersion: assessmentReports.version,
      issuedAt: assessmentReports.generatedAt,
      assessmentId: assessmentReports.assessmentId,
      engagementId: engagements.id,
      companyId: engagements.companyId,
      fileKey: storedFiles.key,
      fileMime: storedFiles.mime,
    })
    .from(contractorReportRecipients)
    .innerJoin(contractorReportMailGroups, eq(contractorReportMailGroups.id, contractorReportRecipients.groupId))
    .innerJoin(engagements, eq(engagements.id, contractorReportMailGroups.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .innerJoin(assessmentReports, eq(assessmentReports.id, contractorReportMailGroups.assessmentReportId))
    .leftJoin(storedFiles, eq(storedFiles.id, assessmentReports.fileId))
    // a deleted engagement's links answer as unknown ones
    .where(and(eq(contractorReportRecipients.linkKeyHash, keyHash), isNull(engagements.deletedAt)));
  const [row] = lock ? await query.for('update', { of: contractorReportRecipients }) : await query;
  return row ?? null;
}

/** Recipients held for the digest and due at `now`, locked (others' locks skipped), with their mail details. */
export async function dueHeldRecipients(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({
      recipient: contractorReportRecipients,
      engagementId: contractorReportMailGroups.engagementId,
      reportId: contractorReportMailGroups.assessmentReportId,
      comment: contractorReportMailGroups.comment,
      clientName: companies.name,
      individualName: engagedIndividuals.name,
      reportVersion: assessmentReports.version,
      assessmentReportId: assessmentReports.id,
    })
    .from(contractorReportRecipients)
    .innerJoin(contractorReportMailGroups, eq(contractorReportMailGroups.id, contractorReportRecipients.groupId))
    .innerJoin(engagements, eq(engagements.id, contractorReportMailGroups.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .innerJoin(assessmentReports, eq(assessmentReports.id, contractorReportMailGroups.assessmentReportId))
    .where(
      and(
        lte(contractorReportRecipients.delayedUntil, now),
        isNull(contractorReportRecipients.linkMessageId),
        // a resend of the sending cancelled what was still held (its expiry was brought to then)
        gt(contractorReportRecipients.expiresAt, now),
      ),
    )
    .orderBy(contractorReportRecipients.email, contractorReportRecipients.createdAt)
    .limit(limit)
    .for('update', { of: contractorReportRecipients, skipLocked: true });
}
