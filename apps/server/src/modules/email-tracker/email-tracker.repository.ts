import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  assessmentReports,
  assessments,
  contractorReportMailGroups,
  contractorReportRecipients,
  emailChangelogs,
  emailEvents,
  emailMessages,
  engagements,
  users,
} from '../../db/schema/index.ts';

/** The engagement as the tracker's rules need it, within the actor's scope (else null: 404). */
export async function findTrackedEngagement(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select({
      id: engagements.id,
      companyId: engagements.companyId,
      answererId: engagements.answererId,
      approverId: engagements.approverId,
    })
    .from(engagements)
    .where(and(eq(engagements.id, id), engagementScope(actor)));
  return row ?? null;
}
export type TrackedEngagement = NonNullable<Awaited<ReturnType<typeof findTrackedEngagement>>>;

/**
 * Messages tagged to the engagement itself or to one of its assessments (and any of `alsoIds`), as a
 * set of ids: each branch reads `email_messages_entity_idx`, where an OR of the two tags read the
 * whole outbox (tens of thousands of messages) on every call.
 */
function taggedTo(engagementId: string, alsoIds: readonly string[] = []): SQL {
  const also = alsoIds.length
    ? sql` union all select unnest(array[${sql.join(
        alsoIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])`
    : sql``;
  return sql`${emailMessages.id} in (
    select m.id from ${emailMessages} m where m.entity_type = 'engagement' and m.entity_id = ${engagementId}
    union all
    select m.id from ${emailMessages} m where m.entity_type = 'assessment'
      and m.entity_id in (select ${assessments.id} from ${assessments} where ${assessments.engagementId} = ${engagementId})${also})`;
}

const messageColumns = {
  id: emailMessages.id,
  to: emailMessages.to,
  subject: emailMessages.subject,
  text: emailMessages.text,
  html: emailMessages.html,
  templateKey: emailMessages.templateKey,
  status: emailMessages.status,
  createdAt: emailMessages.createdAt,
  sentAt: emailMessages.sentAt,
  nextAttemptAt: emailMessages.nextAttemptAt,
  entityType: emailMessages.entityType,
  entityId: emailMessages.entityId,
  resendOfId: emailMessages.resendOfId,
};

/** Every message about the engagement (and any statement message given by id), oldest first. */
export async function engagementMessages(db: DbOrTx, engagementId: string, alsoIds: readonly string[] = []) {
  return db
    .select(messageColumns)
    .from(emailMessages)
    .where(taggedTo(engagementId, alsoIds))
    .orderBy(emailMessages.createdAt, emailMessages.id);
}
export type TrackedMessage = Awaited<ReturnType<typeof engagementMessages>>[number];

/** One message about the engagement, locked (null when it is not the engagement's). */
export async function lockEngagementMessage(db: DbOrTx, engagementId: string, messageId: string) {
  const sds = sql`${emailMessages.id} in (select r.link_message_id from ${contractorReportRecipients} r join ${contractorReportMailGroups} g on g.id = r.group_id where g.engagement_id = ${engagementId} union select r.code_message_id from ${contractorReportRecipients} r join ${contractorReportMailGroups} g on g.id = r.group_id where g.engagement_id = ${engagementId})`;
  const [m] = await db
    .select(messageColumns)
    .from(emailMessages)
    .where(and(eq(emailMessages.id, messageId), or(taggedTo(engagementId), sds)))
    .for('update');
  return m ?? null;
}

/** Whether a message has been sent again already. */
export async function hasResend(db: DbOrTx, messageId: string): Promise<boolean> {
  const [r] = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(eq(emailMessages.resendOfId, messageId))
    .limit(1);
  return !!r;
}

/** The events of the messages, by message id. */
export async function eventsOf(db: DbOrTx, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({ emailMessageId: emailEvents.emailMessageId, name: emailEvents.name, occurredAt: emailEvents.occurredAt })
    .from(emailEvents)
    .where(inArray(emailEvents.emailMessageId, [...messageIds]));
}

/** The statement sendings of the engagement newest first, with the statement's version and date. */
export async function statementSendings(db: DbOrTx, engagementId: string) {
  const groups = await db
    .select({
      id: contractorReportMailGroups.id,
      createdAt: contractorReportMailGroups.createdAt,
      assessmentReportId: contractorReportMailGroups.assessmentReportId,
      reportVersion: assessmentReports.version,
      reportCreatedAt: sql<Date>`coalesce(${assessmentReports.generatedAt}, ${assessmentReports.createdAt})`.mapWith(
        assessmentReports.createdAt,
      ),
    })
    .from(contractorReportMailGroups)
    .innerJoin(assessmentReports, eq(assessmentReports.id, contractorReportMailGroups.assessmentReportId))
    .where(eq(contractorReportMailGroups.engagementId, engagementId))
    .orderBy(desc(contractorReportMailGroups.createdAt), desc(contractorReportMailGroups.id));
  if (groups.length === 0) return [];
  const recipients = await db
    .select({
      id: contractorReportRecipients.id,
      groupId: contractorReportRecipients.groupId,
      email: contractorReportRecipients.email,
      party: contractorReportRecipients.party,
      delayedUntil: contractorReportRecipients.delayedUntil,
      linkMessageId: contractorReportRecipients.linkMessageId,
      codeMessageId: contractorReportRecipients.codeMessageId,
      createdAt: contractorReportRecipients.createdAt,
    })
    .from(contractorReportRecipients)
    .where(
      inArray(
        contractorReportRecipients.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(contractorReportRecipients.createdAt, contractorReportRecipients.id);
  return groups.map((g) => ({ ...g, recipients: recipients.filter((r) => r.groupId === g.id) }));
}
export type StatementSending = Awaited<ReturnType<typeof statementSendings>>[number];

/** The statement recipient whose link or code email this is, in the engagement's sendings. */
export async function statementRecipientOf(db: DbOrTx, engagementId: string, messageId: string) {
  const [r] = await db
    .select({
      id: contractorReportRecipients.id,
      linkMessageId: contractorReportRecipients.linkMessageId,
      codeMessageId: contractorReportRecipients.codeMessageId,
    })
    .from(contractorReportRecipients)
    .innerJoin(contractorReportMailGroups, eq(contractorReportMailGroups.id, contractorReportRecipients.groupId))
    .where(
      and(
        eq(contractorReportMailGroups.engagementId, engagementId),
        or(
          eq(contractorReportRecipients.linkMessageId, messageId),
          eq(contractorReportRecipients.codeMessageId, messageId),
        ),
      ),
    )
    .limit(1);
  return r ?? null;
}

/** Address changes of the engagement's emails, newest first, with who made them. */
export async function changelogsOf(db: DbOrTx, engagementId: string) {
  return db
    .select({
      id: emailChangelogs.id,
      emailMessageId: emailChangelogs.emailMessageId,
      subject: emailMessages.subject,
      oldEmail: emailChangelogs.oldEmail,
      newEmail: emailChangelogs.newEmail,
      changedById: emailChangelogs.changedById,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: emailChangelogs.createdAt,
    })
    .from(emailChangelogs)
    .innerJoin(emailMessages, eq(emailMessages.id, emailChangelogs.emailMessageId))
    .leftJoin(users, eq(users.id, emailChangelogs.changedById))
    .where(taggedTo(engagementId))
    .orderBy(desc(emailChangelogs.createdAt), desc(emailChangelogs.id));
}

/** Our messages sent with these SMTP Message-IDs (the webhook's `messageId`). */
export async function messagesByMessageId(db: DbOrTx, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({ id: emailMessages.id, messageId: emailMessages.messageId })
    .from(emailMessages)
    .where(inArray(emailMessages.messageId, [...messageIds]));
}
