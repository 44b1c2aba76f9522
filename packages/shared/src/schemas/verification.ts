import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { zEmail } from './common.ts';
import { zPassword } from './password.ts';

/**
 * Header carrying the client's long-lived random device id (e.g. a UUID kept in localStorage).
 * Sign-in verification "on a new device" compares it with the devices the user verified before.
 */
export const DEVICE_ID_HEADER = 'x-device-id';
export const ZDeviceId = z.string().regex(/^[\w-]{16,128}$/);

export const VERIFICATION_ERROR_KEYS = {
  codeIncorrect: 'errors.verificationCodeIncorrect',
  codeExpired: 'errors.verificationCodeExpired',
  passwordUsedRecently: 'errors.passwordUsedRecently',
} as const;

/** The token from a VERIFICATION_CODE_NEEDED login answer. */
const zVerificationToken = () => z.string().min(16, { error: 'errors.required' }).max(128);

export const ZVerificationCode = z.object({
  verificationCode: z
    .string({ error: 'errors.required' })
    .trim()
    .regex(new RegExp(`^\\d{${LIMITS.smsCodeLength}}$`), { error: VERIFICATION_ERROR_KEYS.codeIncorrect }),
  token: zVerificationToken(),
});
export type TVerificationCode = z.infer<typeof ZVerificationCode>;

export const ZResendVerificationCode = z.object({ token: zVerificationToken() });
export type TResendVerificationCode = z.infer<typeof ZResendVerificationCode>;

export const ZPasswordRecoveryRequest = z.object({ email: zEmail() });
export type TPasswordRecoveryRequest = z.infer<typeof ZPasswordRecoveryRequest>;

export const ZPasswordRecoveryToken = z.object({ email: z.string() });
export type TPasswordRecoveryToken = z.infer<typeof ZPasswordRecoveryToken>;

export const ZPasswordRecoverySet = z.object({ password: zPassword() });
export type TPasswordRecoverySet = z.infer<typeof ZPasswordRecoverySet>;
