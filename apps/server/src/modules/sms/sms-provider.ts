import type { TSmsDelivery } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { smsMessages } from '../../db/schema/index.ts';

export interface SmsMessage {
  to: string;
  body: string;
  /** What the message is for (sign_in_code, phone_verification), for the outbox and the logs. */
  purpose: string;
  userId: string | null;
  /**
   * The one-time code inside `body`. A texting adapter masks it in what it keeps, so that nobody
   * who reads the SMS outbox (or a database copy) can sign in as the recipient.
   */
  secret?: string;
}

/** What became of one message: texted by the provider, or only recorded in the outbox. */
export interface SmsReceipt {
  delivery: TSmsDelivery;
}

/**
 * Sends text messages (docs/decisions/sms-provider.md). `send` runs inside the caller's
 * transaction: a rolled-back change sends nothing, and a message the provider does not take
 * (an `SmsUnavailableError` or `SmsRecipientRefusedError`) rolls the caller's change back.
 * The app holds one adapter (`app.sms`), chosen by SMS_PROVIDER at start.
 */
export interface SmsProvider {
  /** `recording` or `twilio`: kept with each message and shown at start-up. */
  readonly name: string;
  send(tx: DbOrTx, message: SmsMessage): Promise<SmsReceipt>;
}

/**
 * The development and demo adapter: each message is kept whole in the SMS outbox and texted to
 * nobody; the provider admin reads it at /sms-outbox (GET /api/sms-messages), and the screens that
 * ask for a code say so (`smsDelivery: 'recorded'` in the answers).
 */
export const recordingSmsProvider: SmsProvider = {
  name: 'recording',
  async send(tx, message) {
    await tx.insert(smsMessages).values({
      to: message.to,
      body: message.body,
      purpose: message.purpose,
      userId: message.userId,
      status: 'recorded',
      provider: 'recording',
    });
    return { delivery: 'recorded' };
  },
};
