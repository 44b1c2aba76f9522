import { ZSubmitWorkerAccount, ZWorkerAccountForm, ZWorkerKeyParams } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { presentWorkerForm, resolveWorkerKey, submitWorkerAccount } from './worker-key.service.ts';

/** Calls per minute per client address on each key route (beside the wrong-key limit). */
const KEY_RATE_LIMIT = 60;
const config = {
  public: true,
  rateLimit: { max: KEY_RATE_LIMIT, timeWindow: '1 minute', keyGenerator: (r: { ip: string }) => r.ip },
} as const;

const tags = ['assessments'];
const description =
  "The worker's link key, without an account. Unknown or expired keys, and assessments that ended, are one plain 404; repeated wrong keys from one client are refused with 429 and Retry-After.";

/** The worker's side of their own account, through the key of their link. */
export const workerKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/worker-accounts/:key',
    {
      config,
      schema: {
        tags,
        summary: 'The working-practices questions as the worker sees them (public, by link key; non-spec)',
        description,
        params: ZWorkerKeyParams,
        response: { 200: ZWorkerAccountForm, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => presentWorkerForm(await resolveWorkerKey(app.db, request.params.key, request.ip)),
  );

  app.put(
    '/worker-accounts/:key',
    {
      config,
      schema: {
        tags,
        summary: 'The worker gives their account: every question at once, once (public, by link key; non-spec)',
        description: `Kept beside the specialist's answers, never replacing them; a second submission is 409 errors.workerAccountAnswered. ${description}`,
        params: ZWorkerKeyParams,
        body: ZSubmitWorkerAccount,
        response: { 200: ZWorkerAccountForm, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const keyed = await resolveWorkerKey(app.db, request.params.key, request.ip);
      await submitWorkerAccount(app.db, keyed, request.body);
      return presentWorkerForm(await resolveWorkerKey(app.db, request.params.key, request.ip));
    },
  );
};
