import type { DbOrTx } from '../../db/client.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { verificationCodeEmail } from '../mail/templates/verification-code.ts';

export interface CodeRecipient {
  id: string;
  email: string;
  firstName: string;
}

/**
 * Delivers a sign-in verification code. Only the email adapter exists; an SMS adapter (spec §2
 * "SMS or email verification code") will implement the same interface behind a provider client.
 * `send` runs inside the caller's transaction, so a rolled-back login sends nothing.
 */
export interface CodeSender {
  channel: 'email' | 'sms';
  send(tx: DbOrTx, user: CodeRecipient, code: string, validMinutes: number): Promise<void>;
}

export const emailCodeSender: CodeSender = {
  channel: 'email',
  async send(tx, user, code, validMinutes) {
    await enqueueEmail(tx, {
      to: user.email,
      content: verificationCodeEmail({ firstName: user.firstName, code, validMinutes }),
      entityType: 'user',
      entityId: user.id,
    });
  },
};
