import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { passwordRecoveryRoutes } from './password-recovery.routes.ts';
import { verificationCodeRoutes } from './verification-code.routes.ts';

/** Sign-in, sessions, sign-in codes, forced password change and password recovery. */
export const authModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(verificationCodeRoutes);
  await app.register(passwordRecoveryRoutes);
};
