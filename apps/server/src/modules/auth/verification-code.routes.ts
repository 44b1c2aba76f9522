import { ZErrorResponse, ZLoginResponse, ZResendVerificationCode, ZVerificationCode } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginWithVerificationCode } from './auth.service.ts';
import { resendVerificationCode } from './verification-code.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse };

/** The emailed-code step of login (spec §4 VERIFICATION_CODE_NEEDED, §7 Auth). */
export const verificationCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.appConfig.loginRateLimitMax ?? 20, timeWindow: '1 minute' };

  app.post(
    '/verification-code',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Finish a login with the emailed verification code',
        description:
          'A wrong code answers 400 errors.verificationCodeIncorrect; the 5th wrong code ends the step (then 401 errors.tokenInvalid: sign in again). Codes live 10 minutes and work once.',
        body: ZVerificationCode,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request) => loginWithVerificationCode(app.db, app.tokens, request.body),
  );

  app.post(
    '/resend-verification-code-email',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Email a new verification code (the previous one stops working)',
        description: 'At most one code per 30 seconds and 5 codes per login (429 with Retry-After).',
        body: ZResendVerificationCode,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resendVerificationCode(app.db, request.body.token);
      return reply.status(204).send(null);
    },
  );
};
