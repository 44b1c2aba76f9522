import { ERROR_KEYS } from '@statera/shared';
import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assessments, emailChangelogs, emailMessages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordEmailEvents } from './delivery-events.ts';
import { enqueueEmail } from './mail.service.ts';
import { REDACTED_BODY } from './templates/redaction.ts';

/** The parts of an outbox message a resend copies. */
export interface ResendableMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  templateKey: string;
  entityType: string | null;
  entityId: string | null;
}

/** A `resent` event on each of the messages sent again (the caller's transaction). */
export async function recordResent(tx: DbOrTx, messageIds: readonly string[], detail: string, now: Date) {
  await recordEmailEvents(
    tx,
    messageIds.map((emailMessageId) => ({ emailMessageId, name: 'resent', occurredAt: now, source: 'system', detail })),
  );
}

/**
 * The email changelog row of a message now going to `newEmail`: only when the address changed (but
 * for case), unless `always`.
 */
export async function logAddressChange(
  tx: DbOrTx,
  row: { emailMessageId: string; oldEmail: string; newEmail: string; changedById: string | null; createdAt: Date },
  always = false,
) {
  if (always || row.oldEmail.toLowerCase() !== row.newEmail.toLowerCase()) await tx.insert(emailChangelogs).values(row);
}

export interface ResendMessage {
  original: ResendableMessage;
  /** The address to send it to now. */
  to: string;
  changedById: string | null;
  /** The `resent` event's detail. */
  detail: string;
  now: Date;
  /** A changelog row even when the address is the same but for case (the update-email flow records every change). */
  logSameAddress?: boolean;
}

/**
 * The one way a stored outbox message is sent again (the email tracker's "edit address and resend"
 * and the update-email flows): a copy to `to` through the outbox (`resend_of_id` → the original), a
 * `resent` event on the original and an email-changelog row for the address change. Runs in the
 * caller's transaction; answers the copy's id.
 */
export async function resendMessage(tx: DbOrTx, r: ResendMessage): Promise<string> {
  const m = r.original;
  const id = await enqueueEmail(tx, {
    to: r.to,
    content: { subject: m.subject, text: m.text, html: m.html, templateKey: m.templateKey },
    entityType: m.entityType ?? undefined,
    entityId: m.entityId ?? undefined,
    resendOfId: m.id,
  });
  await recordResent(tx, [m.id], r.detail, r.now);
  await logAddressChange(
    tx,
    { emailMessageId: m.id, oldEmail: m.to, newEmail: r.to, changedById: r.changedById, createdAt: r.now },
    r.logSameAddress,
  );
  return id;
}

export interface ResendLatest {
  /** The address the message went to. */
  from: string;
  /** The address to send it to now. */
  to: string;
  /** What the message must be about: outbox entity types and ids (e.g. the person's engagements). */
  about: { entityType: string; entityIds: string[] }[];
  changedById: string | null;
}

/**
 * After an address changed (an engaged individual's or an agency's): finds the newest outbox message
 * sent to the old address about the given records and sends it again to the new address
 * (`resendMessage`: `resend_of_id` → the original, the email changelog, a `resent` event on the
 * original). Returns the new message's id, or null when there was nothing to resend. Runs in the
 * caller's transaction.
 */
export async function resendLatestTo(tx: DbOrTx, r: ResendLatest, now = new Date()): Promise<string | null> {
  const about: SQL[] = r.about
    .filter((a) => a.entityIds.length > 0)
    .map((a) => and(eq(emailMessages.entityType, a.entityType), inArray(emailMessages.entityId, a.entityIds))!);
  if (about.length === 0) return null;
  const [original] = await tx
    .select()
    .from(emailMessages)
    .where(
      and(
        sql`lower(${emailMessages.to}) = ${r.from.toLowerCase()}`,
        or(...about),
        // a body whose one-time link or code was removed after delivery is not worth sending again
        ne(emailMessages.text, REDACTED_BODY),
      ),
    )
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
    .limit(1);
  if (!original) return null;
  return resendMessage(tx, {
    original,
    to: r.to,
    changedById: r.changedById,
    detail: r.to,
    now,
    logSameAddress: true,
  });
}

export interface AddressUpdate {
  /** The address before the change (null: none, so nothing to resend). */
  oldEmail: string | null;
  newEmail: string;
  /** Whether to send the newest email again to the new address. */
  resend: boolean;
  /** The engagements of the person or agency whose address changes. */
  engagementIds: string[];
  /** Only this engagement's emails when given: it must be one of `engagementIds`, else 422. */
  engagementId?: string | null;
  /** The 422 message when `engagementId` is not one of theirs. */
  notRelated: string;
  changedById: string;
  /** Stores the new address (the caller's table). */
  save: () => Promise<unknown>;
}

/**
 * PUT agencies/{id}/update-email and engaged-individuals/{id}/update-email: stores the new address
 * and, with `resend`, sends the newest email that went to the old address about the engagements
 * (or their assessments) again to the new one. Answers the resent message's id or null. The
 * caller's transaction.
 */
export async function updateAddressAndResend(tx: DbOrTx, u: AddressUpdate): Promise<string | null> {
  let engagementIds = u.engagementIds;
  if (u.engagementId) {
    if (!engagementIds.includes(u.engagementId))
      throw new AppError(422, ERROR_KEYS.engagementNotRelated, u.notRelated, {
        engagementId: [ERROR_KEYS.engagementNotRelated],
      });
    engagementIds = [u.engagementId];
  }
  await u.save();
  if (!u.resend || !u.oldEmail || engagementIds.length === 0) return null;
  const assessmentIds = (
    await tx.select({ id: assessments.id }).from(assessments).where(inArray(assessments.engagementId, engagementIds))
  ).map((a) => a.id);
  return resendLatestTo(tx, {
    from: u.oldEmail,
    to: u.newEmail,
    about: [
      { entityType: 'engagement', entityIds: engagementIds },
      { entityType: 'assessment', entityIds: assessmentIds },
    ],
    changedById: u.changedById,
  });
}
