import { ERROR_KEYS, ZEmailWebhookBody, ZEmailWebhookResult } from '@statera/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route.ts';
import {
  ingestWebhookEvents,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from './email-webhook.ts';

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The signed delivery-events webhook (non-spec, public: the provider has no session). Its own
 * plugin scope keeps the JSON body as received, since the signature covers the exact bytes.
 */
export const emailWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, ERROR_KEYS.validation, 'The body is not valid JSON.'), undefined);
    }
  });

  app.post(
    '/email-events/webhook',
    {
      config: { public: true },
      schema: {
        tags: ['engagements'],
        summary: 'Delivery events from the mail provider (signed; off unless EMAIL_WEBHOOK_SECRET is set)',
        description:
          'A JSON array of {messageId (the SMTP Message-ID), event (processed, delivered, open, dropped, deferred, bounce, blocked), timestamp (unix seconds), id (the provider event id), reason?}. Headers: X-Statera-Timestamp (unix seconds) and X-Statera-Signature `v1=` + hex HMAC-SHA256 of `timestamp.body` under the shared secret; 5-minute tolerance. An event id already stored is a duplicate; unknown message ids are counted and ignored. 404 when no secret is configured.',
        body: ZEmailWebhookBody,
        response: { 200: ZEmailWebhookResult, ...errorResponses(400, 401, 404) },
      },
      // Off without a secret (404); else the signature is checked before the body is validated, so
      // an unsigned caller learns nothing. (The app's input guard, also preValidation, runs first.)
      preValidation: async (request) => {
        const secret = app.appConfig.emailWebhookSecret;
        if (!secret) throw notFound();
        verifyWebhookSignature(
          secret,
          {
            timestamp: header(request, WEBHOOK_TIMESTAMP_HEADER),
            signature: header(request, WEBHOOK_SIGNATURE_HEADER),
          },
          rawBodies.get(request) ?? '',
        );
      },
    },
    async (request) => ingestWebhookEvents(app.db, request.body),
  );
};
