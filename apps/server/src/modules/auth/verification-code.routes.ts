import { ZLoginResponse, ZResendVerificationCode, ZVerificationCode, ZVerificationDelivery } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { loginWithVerificationCode } from './auth.service.ts';
import { resendVerificationCode } from './verification-code.service.ts';

const errors = errorResponses(400, 401, 429);

/** The verification-code step of login (code by email or SMS) (spec §4 VERIFICATION_CODE_NEEDED, §7 Auth). */
export const verificationCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.appConfig.loginRateLimitMax ?? 20, timeWindow: '1 minute' };

  app.post(
    '/verification-code',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Finish a login with the verification code (sent by email or SMS)',
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
        summary: 'Send a new verification code (the previous one stops working)',
        description:
          'The new code goes the way the first one went (email, or SMS to a verified phone); the answer says which, with the masked address or number. At most one code per 30 seconds and 5 codes per login (429 with Retry-After). With SMS, smsDelivery says whether the code was texted or, in an installation without an SMS provider, recorded in the SMS outbox; a provider that does not take the text answers 503 errors.smsUnavailable with Retry-After (nothing changes: the previous code still works).',
        body: ZResendVerificationCode,
        response: { 200: ZVerificationDelivery, ...errors, ...errorResponses(422, 503) },
      },
    },
    async (request) => resendVerificationCode(app.db, request.body.token, app.sms),
  );
};
