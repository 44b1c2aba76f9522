import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentRoutes } from './attachment.routes.ts';
import { AttachmentTokens } from './attachment-token.ts';
import { documentRoutes } from './document.routes.ts';

/** Attachments (uploads and signed download links) and engagement documents. */
export const documentsModule: FastifyPluginAsyncZod = async (app) => {
  const tokens = new AttachmentTokens(app.appConfig.jwtSecret);
  await app.register(attachmentRoutes, { tokens });
  await app.register(documentRoutes, { tokens });
};
