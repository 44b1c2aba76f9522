import { ZLogin, ZSsoProviderName, ZVerificationCode } from '@statera/shared';
import { z } from 'zod';

/**
 * The zod schemas of the login page's forms (sign-in, verification code, single sign-on name). The
 * forms take them through `lazy-login-schemas.ts`, so zod loads after the login page's first paint
 * (docs/decisions/web-delivery.md).
 */
export { ZLogin, ZVerificationCode };

export const ZSsoNameForm = z.object({
  name: z.string().trim().min(1, { error: 'errors.required' }).pipe(ZSsoProviderName),
});
