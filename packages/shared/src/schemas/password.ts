import { z } from 'zod';
import { refineDifferent, withCrossFieldRules } from '../validation/cross-field.ts';
import { PASSWORD_PATTERN } from '../validation/password.ts';

/** A new password: 12+ characters with a capital, a digit and a special character (spec §5). */
export const zPassword = () =>
  z
    .string({ error: (iss) => (iss.input === undefined ? 'errors.required' : 'errors.password') })
    .min(1, { error: 'errors.required' })
    .max(128, { error: 'errors.maxLength' })
    .regex(PASSWORD_PATTERN, { error: 'errors.password' });

export const ZPasswordChange = withCrossFieldRules(
  z.object({ oldPassword: z.string().min(1, { error: 'errors.required' }), password: zPassword() }),
  refineDifferent('password', 'oldPassword'),
);
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

export const PASSWORD_TOKEN_TYPES = ['change', 'recovery', 'registration'] as const;

export const ZPasswordYearsValidation = z.object({ password: z.string().min(1, { error: 'errors.required' }) });
export const ZTokenPasswordYearsValidation = ZPasswordYearsValidation.extend({
  tokenType: z.enum(PASSWORD_TOKEN_TYPES),
});
/** valid: false when the password was in use within the last 4 years. */
export const ZPasswordYearsValidationResponse = z.object({ valid: z.boolean() });
export type TPasswordYearsValidationResult = z.infer<typeof ZPasswordYearsValidationResponse>;

export const ZTokenParams = z.object({ token: z.string().min(16).max(128) });
