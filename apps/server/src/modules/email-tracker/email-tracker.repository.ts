import type { TEmailEvent } from '@statera/shared';
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
import { jsonObjectOfColumns, jsonValuesOf } from '../../lib/json-row.ts';

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
 * Messages tagged to the engagement itself or to one of its assessments (and any of `also`, a
 * select of message ids), as a set of ids: each branch reads `email_messages_entity_idx`, where an
 * OR of the two tags read the whole outbox (tens of thousands of messages) on every call.
 */
function taggedTo(engagementId: string, also?: SQL): SQL {
  return sql`${emailMessages.id} in (
    select m.id from ${emailMessages} m where m.entity_type = 'engagement' and m.entity_id = ${engagementId}
    union all
    select m.id from ${emailMessages} m where m.entity_type = 'assessment'
      and m.entity_id in (select ${assessments.id} from ${assessments} where ${assessments.engagementId} = ${engagementId})${
        also ? sql` union all ${also}` : sql``
      })`;
}

/** The link and code emails of the engagement's statement (SDS) sendings, as a select of message ids. */
const statementMessageIds = (engagementId: string): SQL =>
  sql`select r.link_message_id from ${contractorReportRecipients} r join ${contractorReportMailGroups} g on g.id = r.group_id where g.engagement_id = ${engagementId}
    union all select r.code_message_id from ${contractorReportRecipients} r join ${contractorReportMailGroups} g on g.id = r.group_id where g.engagement_id = ${engagementId}`;

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

/**
 * Every message about the engagement and its statement sendings, oldest first, each with its events
 * (one statement: the events as a json list per message, the sendings' messages by subquery).
 */
export async function engagementMessages(db: DbOrTx, engagementId: string) {
  // `${emailMessages}.id`: in a one-table select Drizzle drops a column's table, and a bare "id"
  // inside the subquery would be the event's own.
  const rows = await db
    .select({
      ...messageColumns,
      events: sql<{ name: TEmailEvent; occurredAt: string }[]>`(select coalesce(json_agg(json_build_object(
          'name', e.name, 'occurredAt', e.occurred_at)), '[]'::json)
        from ${emailEvents} e where e.email_message_id = ${emailMessages}.id)`,
    })
    .from(emailMessages)
    .where(taggedTo(engagementId, statementMessageIds(engagementId)))
    .orderBy(emailMessages.createdAt, emailMessages.id);
  const events = rows.flatMap((r) =>
    r.events.map((e) => ({ emailMessageId: r.id, name: e.name, occurredAt: new Date(e.occurredAt) })),
  );
  return { messages: rows.map(({ events: _, ...message }) => message), events };
}
export type TrackedMessage = Awaited<ReturnType<typeof engagementMessages>>['messages'][number];

/** One message about the engagement, locked (null when it is not the engagement's). */
export async function lockEngagementMessage(db: DbOrTx, engagementId: string, messageId: string) {
  const [m] = await db
    .select(messageColumns)
    .from(emailMessages)
    .where(and(eq(emailMessages.id, messageId), taggedTo(engagementId, statementMessageIds(engagementId))))
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

/** What a sending shows of each recipient (read back from json by `jsonValuesOf`). */
const recipientColumns = {
  id: contractorReportRecipients.id,
  groupId: contractorReportRecipients.groupId,
  email: contractorReportRecipients.email,
  party: contractorReportRecipients.party,
  delayedUntil: contractorReportRecipients.delayedUntil,
  linkMessageId: contractorReportRecipients.linkMessageId,
  codeMessageId: contractorReportRecipients.codeMessageId,
  createdAt: contractorReportRecipients.createdAt,
};
type SendingRecipient = { [K in keyof typeof recipientColumns]: (typeof recipientColumns)[K]['_']['data'] };

/** The statement sendings of the engagement newest first, with the statement's version and date and their recipients (one statement). */
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
      recipients: sql<Record<string, unknown>[]>`(select coalesce(json_agg(${jsonObjectOfColumns(recipientColumns, 'r')}
          order by r.created_at, r.id), '[]'::json)
        from ${contractorReportRecipients} r where r.group_id = ${contractorReportMailGroups.id})`,
    })
    .from(contractorReportMailGroups)
    .innerJoin(assessmentReports, eq(assessmentReports.id, contractorReportMailGroups.assessmentReportId))
    .where(eq(contractorReportMailGroups.engagementId, engagementId))
    .orderBy(desc(contractorReportMailGroups.createdAt), desc(contractorReportMailGroups.id));
  return groups.map((g) => ({
    ...g,
    recipients: g.recipients.map((r) => jsonValuesOf(recipientColumns, r) as SendingRecipient),
  }));
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
