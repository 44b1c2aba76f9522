import type { DbOrTx } from '../../db/client.ts';
import { smsMessages } from '../../db/schema/index.ts';

export interface SmsMessage {
  to: string;
  body: string;
  /** What the message is for (sign_in_code, phone_verification), for the outbox and the logs. */
  purpose: string;
  userId: string | null;
}

/**
 * Sends text messages. A real provider adapter implements this behind its HTTP client; `send`
 * runs inside the caller's transaction so a rolled-back change sends nothing.
 */
export interface SmsProvider {
  send(tx: DbOrTx, message: SmsMessage): Promise<void>;
}

/** The default adapter: records each message in the SMS outbox (the demo shows it to provider admins). */
export const outboxSmsProvider: SmsProvider = {
  async send(tx, message) {
    await tx.insert(smsMessages).values({
      to: message.to,
      body: message.body,
      purpose: message.purpose,
      userId: message.userId,
      status: 'recorded',
    });
  },
};

let current: SmsProvider = outboxSmsProvider;

/** The provider in use; the outbox unless a deployment configured another adapter. */
export const smsProvider = (): SmsProvider => current;

/** Installs another adapter (at start-up). */
export function useSmsProvider(provider: SmsProvider): void {
  current = provider;
}
