import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appealContractorRoutes } from './appeal-contractor.routes.ts';
import { appealContractorFileRoutes } from './appeal-contractor-files.routes.ts';

/**
 * The worker's side of an appeal, without an account: every call carries the link key (or, for
 * file URLs, a short-lived token). Its answers, errors included, send `Referrer-Policy: no-referrer`.
 */
export const appealContractorModule: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: runs after the global security headers' onSend, for these routes only.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Referrer-Policy', 'no-referrer');
    return payload;
  });
  await app.register(appealContractorRoutes);
  await app.register(appealContractorFileRoutes);
};
