import type { TVerificationChannel } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { verificationCodeEmail } from '../mail/templates/verification-code.ts';
import { maskEmail } from './mask-destination.ts';

export interface CodeRecipient {
  id: string;
  email: string;
  firstName: string;
}

/**
 * Delivers a sign-in verification code (spec §2 "SMS or email verification code"). Two adapters:
 * `emailCodeSender` below, and `smsCodeSender` (modules/sms) for users with a verified phone,
 * which goes through the SMS provider interface (the one thing tests fake). `send` runs inside the
 * caller's transaction, so a rolled-back login sends nothing, and answers the masked destination
 * ("j•••@northwind.test", "•••• ••• 789") that the code step shows.
 */
export interface CodeSender {
  channel: TVerificationChannel;
  send(tx: DbOrTx, user: CodeRecipient, code: string, validMinutes: number): Promise<string>;
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
    return maskEmail(user.email);
  },
};
