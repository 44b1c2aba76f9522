import { type EmailContent, renderEmail } from './layout.ts';

/** The password recovery link (spec §7 password-recovery-tokens). */
export function passwordRecoveryEmail(v: { firstName: string; link: string; validMinutes: number }): EmailContent {
  return renderEmail({
    templateKey: 'auth.password_recovery',
    subject: 'Reset your Statera password',
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      'We received a request to reset the password of your Statera account. To choose a new password, open this link:',
      { link: v.link, label: 'Choose a new password' },
      `The link works once and expires in ${v.validMinutes} minutes. When you set a new password, you will be signed out everywhere else.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });
}
