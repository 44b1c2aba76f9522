import type { TSmsDelivery, TVerificationChannel } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { maskEmail } from '../../lib/mask-destination.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { verificationCodeEmail } from '../mail/templates/verification-code.ts';

export interface CodeRecipient {
  id: string;
  email: string;
  firstName: string;
}

/**
 * Delivers a sign-in verification code (spec §2 "SMS or email verification code"). Two adapters:
 * `emailCodeSender` below, and `smsCodeSender(app.sms)` for users with a verified phone, which
 * goes through the installation's SMS adapter (docs/decisions/sms-provider.md). `send` runs inside
 * the caller's transaction, so a rolled-back login sends nothing, and answers the masked destination
 * ("j•••@northwind.test", "•••• ••• 789") that the code step shows — and for SMS whether the code
 * was texted or only recorded, so the step can say where it really is.
 */
export interface CodeSender {
  channel: TVerificationChannel;
  send(tx: DbOrTx, user: CodeRecipient, code: string, validMinutes: number): Promise<CodeSent>;
}

export interface CodeSent {
  destination: string;
  smsDelivery?: TSmsDelivery;
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
    return { destination: maskEmail(user.email) };
  },
};
