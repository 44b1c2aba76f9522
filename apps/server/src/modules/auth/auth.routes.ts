import { DEVICE_ID_HEADER, ZDeviceId, ZLogin, ZLoginResponse, ZRefresh, ZRefreshResponse } from '@statera/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { login, refresh } from './auth.service.ts';
import { DEVICE_COOKIE_DAYS, DeviceCookies, deviceCookieHeader } from './device-cookie.ts';

/** The client's long-lived device id (X-Device-Id); a missing or malformed one counts as a new device. */
export function deviceIdOf(request: FastifyRequest): string | null {
  const parsed = ZDeviceId.safeParse(request.headers[DEVICE_ID_HEADER]);
  return parsed.success ? parsed.data : null;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deviceCookies = new DeviceCookies(app.appConfig.jwtSecret);
  const secureCookie = (request: FastifyRequest) =>
    request.protocol === 'https' || (app.appConfig.publicUrl ?? '').startsWith('https:');

  app.post(
    '/login',
    {
      config: {
        public: true,
        rateLimit: {
          // after body parsing, so the key can include the account's email
          hook: 'preHandler',
          max: app.appConfig.loginRateLimitMax ?? 20,
          timeWindow: '1 minute',
          keyGenerator: (req) => `${req.ip}:${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Send a long-lived random device id (16-128 characters of letters, digits, _ or -, e.g. a UUID kept by the client) in the X-Device-Id header. When the group requires sign-in verification (periodically or on a new device), the answer is status VERIFICATION_CODE_NEEDED with a token, verificationChannel (email, or sms for a user with a verified phone), verificationDestination (the masked address or number), for sms smsDelivery (texted, or recorded: this installation keeps texts in the SMS outbox instead of sending them) and no session; when the SMS provider does not take the text (unavailable, or refusing the number) the code is emailed instead: verificationChannel email with smsFallback true, and the resends of that step go by email too. The 6-digit code then completes the login at POST /api/verification-code. A right password sets the `statera_device` cookie (HttpOnly, SameSite=Strict, path /api/login, ' +
          `${DEVICE_COOKIE_DAYS} days): a browser that sends it back is throttled by its own failures only, so failures from other clients never refuse it (429 errors.tooManyRequests with Retry-After otherwise).`,
        body: ZLogin,
        response: { 200: ZLoginResponse, ...errorResponses(401, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      // OWASP's device cookie: a browser that signed in to this account before keeps its own allowance.
      const entries = deviceCookies.parse(request.headers.cookie);
      return login(app.db, app.tokens, request.body, {
        deviceId: deviceIdOf(request),
        sms: app.sms,
        clientIp: request.ip,
        device: deviceCookies.trusted(entries, request.body.email),
        trustDevice: () =>
          void reply.header(
            'Set-Cookie',
            deviceCookieHeader(deviceCookies.issue(entries, request.body.email), secureCookie(request)),
          ),
      });
    },
  );

  app.post(
    '/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token',
        body: ZRefresh,
        response: { 200: ZRefreshResponse, ...errorResponses(401) },
      },
    },
    async (request) => refresh(app.db, app.tokens, request.body.refreshToken),
  );
};
