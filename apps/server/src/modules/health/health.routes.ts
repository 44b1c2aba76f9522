import { ZHealth } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      // Stopping: not ready, whatever the database says (the proxy sends the next request elsewhere).
      const ok = !app.draining && (await app.database.ping());
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? ('ok' as const) : ('unavailable' as const), database: app.database.kind });
    },
  );
};
