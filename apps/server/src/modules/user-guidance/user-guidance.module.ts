import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttachmentTokens } from '../documents/attachment-token.ts';
import { userGuidanceRoutes } from './user-guidance.routes.ts';

/** User guidance documents: uploaded by provider admins, read by everyone through signed links. */
export const userGuidanceModule: FastifyPluginAsyncZod = async (app) => {
  // Same secret and label as the documents module's links: /api/attachments/{id}?token= opens them.
  const tokens = new AttachmentTokens(app.appConfig.jwtSecret);
  await app.register(userGuidanceRoutes, { tokens });
};
