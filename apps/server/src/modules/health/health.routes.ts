import { ZHealth } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DB_RETRY_AFTER_SECONDS } from '../../lib/db-faults.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: ZHealth } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      config: { public: true, rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and the process is not stopping',
        description: 'Not ready: 503 with Retry-After (seconds), as every other 503 of the API.',
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      // Stopping: not ready, whatever the database says (the proxy sends the next request elsewhere).
      const ok = !app.draining && (await app.database.ping());
      if (!ok) reply.header('Retry-After', String(DB_RETRY_AFTER_SECONDS));
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? ('ok' as const) : ('unavailable' as const), database: app.database.kind });
    },
  );
};
