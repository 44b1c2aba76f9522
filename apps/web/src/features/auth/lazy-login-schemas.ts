import { lazySchema } from '../../lib/form/lazy-schema.ts';

/**
 * The login page's form schemas, loaded on demand from `login-schemas.ts` (one file for the three):
 * the login page's first download carries no zod (docs/decisions/web-delivery.md).
 */
const schemas = () => import('./login-schemas.ts');

export const lazyLoginSchema = lazySchema(() => schemas().then((m) => m.ZLogin));
export const lazyVerificationCodeSchema = lazySchema(() => schemas().then((m) => m.ZVerificationCode));
export const lazySsoNameSchema = lazySchema(() => schemas().then((m) => m.ZSsoNameForm));
