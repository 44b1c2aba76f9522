import type { DbOrTx } from '../../db/client.ts';
import { emailMessages } from '../../db/schema/index.ts';
import { sendJob } from '../../jobs/send.ts';
import { emailDeliveryJob } from './mail.worker.ts';
import type { EmailContent } from './templates/layout.ts';

export interface EnqueueEmail {
  to: string;
  content: EmailContent;
  /** What the message is about (user, engagement, appeal...), for the email tracker. */
  entityType?: string;
  entityId?: string;
  /** The failed message this one sends again (email tracker: edit address and resend). */
  resendOfId?: string;
  /** Not delivered before this time (an import's invitations are released in throttled batches). */
  notBefore?: Date;
}

/**
 * Puts a message in the outbox (the record of every email) and sends its `email.deliver` job, both
 * in one transaction. Call it with the transaction of the change that causes the email: if that
 * transaction rolls back, there is neither a message nor a job.
 */
export async function enqueueEmail(tx: DbOrTx, email: EnqueueEmail): Promise<string> {
  return tx.transaction(async (t) => {
    const [row] = await t
      .insert(emailMessages)
      .values({
        to: email.to,
        subject: email.content.subject,
        text: email.content.text,
        html: email.content.html,
        templateKey: email.content.templateKey,
        entityType: email.entityType ?? null,
        entityId: email.entityId ?? null,
        resendOfId: email.resendOfId ?? null,
        ...(email.notBefore ? { nextAttemptAt: email.notBefore } : {}),
      })
      .returning({ id: emailMessages.id });
    await sendJob(t, emailDeliveryJob, { id: row!.id }, email.notBefore ? { startAfter: email.notBefore } : {});
    return row!.id;
  });
}
