import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workerAccountRoutes } from './worker-account.routes.ts';
import { workerKeyRoutes } from './worker-key.routes.ts';

/**
 * The worker's own account before approval (issue 29 item 1; docs/decisions/worker-account.md):
 * the assessment side (invite, compare, resolve) and the worker's side through their link key.
 */
export const workerAccountModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(workerAccountRoutes);
  await app.register(async (keyed) => {
    // The worker's answers, errors included, never leak the key through a Referer.
    keyed.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Referrer-Policy', 'no-referrer');
      return payload;
    });
    await keyed.register(workerKeyRoutes);
  });
};
