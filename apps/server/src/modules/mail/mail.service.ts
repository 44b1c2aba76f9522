import type { DbOrTx } from '../../db/client.ts';
import { emailMessages } from '../../db/schema/index.ts';
import type { EmailContent } from './templates/layout.ts';

export interface EnqueueEmail {
  to: string;
  content: EmailContent;
  /** What the message is about (user, engagement, appeal...), for the email tracker. */
  entityType?: string;
  entityId?: string;
}

/**
 * Puts a message in the outbox. Call it with the transaction of the change that causes the email:
 * if that transaction rolls back, nothing is sent. The delivery worker sends it afterwards.
 */
export async function enqueueEmail(tx: DbOrTx, email: EnqueueEmail): Promise<string> {
  const [row] = await tx
    .insert(emailMessages)
    .values({
      to: email.to,
      subject: email.content.subject,
      text: email.content.text,
      html: email.content.html,
      templateKey: email.content.templateKey,
      entityType: email.entityType ?? null,
      entityId: email.entityId ?? null,
    })
    .returning({ id: emailMessages.id });
  return row!.id;
}
