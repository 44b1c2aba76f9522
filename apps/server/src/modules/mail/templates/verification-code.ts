import { type EmailContent, renderEmail } from './layout.ts';

/** The sign-in verification code (spec §4 VERIFICATION_CODE_NEEDED). */
export function verificationCodeEmail(v: { firstName: string; code: string; validMinutes: number }): EmailContent {
  return renderEmail({
    templateKey: 'auth.verification_code',
    subject: 'Your Statera sign-in code',
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      'Use this code to finish signing in to Statera:',
      { code: v.code },
      `The code expires in ${v.validMinutes} minutes and can be used once.`,
      'If you did not try to sign in just now, someone may know your password. Please change it as soon as possible.',
    ],
  });
}
