import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailChangelogs, emailEvents, emailMessages } from '../../db/schema/index.ts';
import { sendJob } from '../../jobs/send.ts';
import { emailDeliveryJob } from './mail.worker.ts';

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
 * sent to the old address about the given records and queues a copy to the new address
 * (`resend_of_id` → the original), records the address change in the email changelog and a
 * `resent` event on the original. Returns the new message's id, or null when there was nothing to
 * resend. Runs in the caller's transaction.
 */
export async function resendLatestTo(tx: DbOrTx, r: ResendLatest): Promise<string | null> {
  const about: SQL[] = r.about
    .filter((a) => a.entityIds.length > 0)
    .map((a) => and(eq(emailMessages.entityType, a.entityType), inArray(emailMessages.entityId, a.entityIds))!);
  if (about.length === 0) return null;
  const [original] = await tx
    .select()
    .from(emailMessages)
    .where(and(sql`lower(${emailMessages.to}) = ${r.from.toLowerCase()}`, or(...about)))
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
    .limit(1);
  if (!original) return null;
  const [copy] = await tx
    .insert(emailMessages)
    .values({
      to: r.to,
      subject: original.subject,
      text: original.text,
      html: original.html,
      templateKey: original.templateKey,
      entityType: original.entityType,
      entityId: original.entityId,
      resendOfId: original.id,
    })
    .returning({ id: emailMessages.id });
  await tx.insert(emailChangelogs).values({
    emailMessageId: original.id,
    oldEmail: original.to,
    newEmail: r.to,
    changedById: r.changedById,
  });
  await tx
    .insert(emailEvents)
    .values({ emailMessageId: original.id, name: 'resent', occurredAt: new Date(), source: 'system', detail: r.to });
  await sendJob(tx, emailDeliveryJob, { id: copy!.id });
  return copy!.id;
}
