import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { maskPhone } from '../../lib/mask-destination.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import type { CodeSender } from './code-sender.ts';

/** Sends sign-in verification codes by SMS to the user's verified phone, through the installation's adapter. */
export function smsCodeSender(sms: SmsProvider): CodeSender {
  return {
    channel: 'sms',
    async send(tx, user, code, validMinutes) {
      const [row] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, user.id));
      if (!row?.phone) throw new Error('SMS code requested for a user without a phone');
      const receipt = await sms.send(tx, {
        to: row.phone,
        body: `Your Statera sign-in code is ${code}. It expires in ${validMinutes} minutes.`,
        purpose: 'sign_in_code',
        userId: user.id,
        secret: code,
      });
      return { destination: maskPhone(row.phone), smsDelivery: receipt.delivery };
    },
  };
}
