import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerKeyRateLimit } from './key-rate-limit.ts';
import { publicApiDocument } from './openapi-v1.ts';
import { v1EngagementRoutes } from './v1-engagements.routes.ts';
import { v1ResultRoutes } from './v1-results.routes.ts';
import { v1WebhookRoutes } from './v1-webhooks.routes.ts';

/**
 * The stable public API, /api/v1 (docs/decisions/public-api.md): API keys only, each key limited per
 * minute in the database, its own OpenAPI document.
 */
export const publicApiModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (v1) => {
      registerKeyRateLimit(v1);
      let document: Record<string, unknown> | null = null;
      v1.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => {
        document ??= publicApiDocument(app.swagger() as unknown as Record<string, unknown>);
        return document;
      });
      await v1.register(v1EngagementRoutes);
      await v1.register(v1ResultRoutes);
      await v1.register(v1WebhookRoutes);
    },
    { prefix: '/v1' },
  );
};
