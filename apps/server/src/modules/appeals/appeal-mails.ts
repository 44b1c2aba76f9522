import type { TAppealMail } from '@statera/shared';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appeals,
  assessmentReports,
  contractorReportMailGroups,
  contractorReportRecipients,
  emailEvents,
  emailMessages,
} from '../../db/schema/index.ts';
import { DEFAULT_PUBLIC_URL } from '../../lib/public-url.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import type { AppealMailFacts } from '../mail/templates/appeal.ts';
import type { EmailContent } from '../mail/templates/layout.ts';
import type { AppealRow } from './appeal.repository.ts';
import { newAppealKey } from './appeal-key.ts';

let linkBase = DEFAULT_PUBLIC_URL;
/** PUBLIC_URL, the base of the links in appeal emails (set by the module at start). */
export function setAppealLinkBase(url: string | undefined): void {
  if (url) linkBase = url.replace(/\/+$/, '');
}

/** The worker's link: `<PUBLIC_URL>/appeal/<key>`. */
export const workerAppealLink = (key: string, base = linkBase) => `${base}/appeal/${key}`;
/** The manager's page of an appeal. */
export const managerAppealLink = (appealId: string) => `${linkBase}/appeals/${appealId}`;

/** `2026-03-01` → `01.03.2026` (spec §9 date format). */
export const displayDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

/** What the appeal emails name, from an appeal row. */
export const factsOf = (row: AppealRow): AppealMailFacts => ({
  clientName: row.companyName,
  engagedIndividualName: row.individualName,
  serviceProvided: row.serviceProvided,
});

/**
 * A fresh key for the worker's link: only its hash is stored, so an email that must carry a working
 * link issues a new one and the earlier links stop working (one live link, as contractor-report
 * resends do; docs/decisions/appeals.md). Answers the link.
 */
export async function issueWorkerLink(tx: DbOrTx, appealId: string, base?: string): Promise<string> {
  const { key, keyHash } = newAppealKey();
  await tx.update(appeals).set({ keyHash }).where(eq(appeals.id, appealId));
  return workerAppealLink(key, base);
}

/** Queues an appeal email, tagged with the appeal so it shows in the appeal's mail history. */
export async function enqueueAppealEmail(
  tx: DbOrTx,
  appealId: string,
  to: string,
  content: EmailContent,
  resendOfId: string | null = null,
): Promise<string> {
  const id = await enqueueEmail(tx, { to, content, entityType: 'appeal', entityId: appealId });
  if (resendOfId) await tx.update(emailMessages).set({ resendOfId }).where(eq(emailMessages.id, id));
  return id;
}

/**
 * The statement (SDS) emails the worker got for the assessment the appeal is about: the link and
 * code emails of every sending of its statements to the worker (the original one carried the
 * appeal link). Tagged with the engagement, so found through the contractor-report recipients.
 */
function workerStatementMailIds(db: DbOrTx, assessmentId: string) {
  const ids = sql`coalesce(${contractorReportRecipients.linkMessageId}, ${contractorReportRecipients.codeMessageId})`;
  return db
    .select({ link: contractorReportRecipients.linkMessageId, code: contractorReportRecipients.codeMessageId })
    .from(contractorReportRecipients)
    .innerJoin(contractorReportMailGroups, eq(contractorReportMailGroups.id, contractorReportRecipients.groupId))
    .innerJoin(assessmentReports, eq(assessmentReports.id, contractorReportMailGroups.assessmentReportId))
    .where(
      and(
        eq(assessmentReports.assessmentId, assessmentId),
        eq(contractorReportRecipients.party, 'worker'),
        sql`${ids} is not null`,
      ),
    );
}

/**
 * `GET appeal/{id}/history-mails`: the appeal's outbox messages and the worker's statement emails of
 * the appealed assessment, newest first, with their delivery events. Only the appeal's own are
 * `resendable` here (a statement email is sent again from the engagement's email tracker: new link and code).
 */
export async function appealMailHistory(
  db: DbOrTx,
  appeal: { id: string; assessmentId: string },
): Promise<TAppealMail[]> {
  const statementIds = (await workerStatementMailIds(db, appeal.assessmentId)).flatMap((r) =>
    [r.link, r.code].filter((id): id is string => id !== null),
  );
  const own = and(eq(emailMessages.entityType, 'appeal'), eq(emailMessages.entityId, appeal.id))!;
  const mails = await db
    .select()
    .from(emailMessages)
    .where(statementIds.length ? or(own, inArray(emailMessages.id, statementIds)) : own)
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id));
  const events = mails.length
    ? await db
        .select()
        .from(emailEvents)
        .where(
          inArray(
            emailEvents.emailMessageId,
            mails.map((m) => m.id),
          ),
        )
        .orderBy(emailEvents.occurredAt)
    : [];
  return mails.map((m) => ({
    id: m.id,
    subject: m.subject,
    to: m.to,
    templateKey: m.templateKey,
    status: m.status,
    dateCreated: m.createdAt.toISOString(),
    dateSent: m.sentAt?.toISOString() ?? null,
    events: events
      .filter((e) => e.emailMessageId === m.id)
      .map((e) => ({ event: e.name, date: e.occurredAt.toISOString() })),
    resendOfId: m.resendOfId,
    resendable: m.entityType === 'appeal' && m.entityId === appeal.id,
  }));
}

/** One message of the appeal's history (null when it is not the appeal's). */
export async function appealMail(db: DbOrTx, appealId: string, mailId: string) {
  const [m] = await db
    .select()
    .from(emailMessages)
    .where(
      and(eq(emailMessages.id, mailId), eq(emailMessages.entityType, 'appeal'), eq(emailMessages.entityId, appealId)),
    );
  return m ?? null;
}

/** The last appeal email sent to the worker at `address` (to send again after an address change), or null. */
export async function lastWorkerMail(db: DbOrTx, appealId: string, address: string) {
  const [m] = await db
    .select({
      id: emailMessages.id,
      subject: emailMessages.subject,
      text: emailMessages.text,
      html: emailMessages.html,
      templateKey: emailMessages.templateKey,
    })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.entityType, 'appeal'),
        eq(emailMessages.entityId, appealId),
        sql`lower(${emailMessages.to}) = ${address.toLowerCase()}`,
      ),
    )
    .orderBy(desc(emailMessages.createdAt))
    .limit(1);
  return m ?? null;
}

const LINK = /\/appeal\/[A-Za-z0-9_-]{22,100}/g;
const HAS_LINK = /\/appeal\/[A-Za-z0-9_-]{22,100}/;

/**
 * The content of a message sent again: the same words; a worker email whose link carries a key gets
 * a fresh key (the old one may no longer work), written in place of the old one.
 */
export async function resendContent(
  tx: DbOrTx,
  appealId: string,
  m: { subject: string; text: string; html: string; templateKey: string },
): Promise<EmailContent> {
  if (!HAS_LINK.test(m.text)) return { subject: m.subject, text: m.text, html: m.html, templateKey: m.templateKey };
  const fresh = await issueWorkerLink(tx, appealId);
  const path = fresh.slice(fresh.indexOf('/appeal/'));
  return {
    subject: m.subject,
    text: m.text.replace(LINK, path),
    html: m.html.replace(LINK, path),
    templateKey: m.templateKey,
  };
}
