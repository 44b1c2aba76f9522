import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appealRoutes } from './appeal.routes.ts';
import { appealCommentRoutes } from './appeal-comment.routes.ts';

/**
 * Appeals, the manager's side: the appeal created with the worker's SDS email (its link), the
 * manager's steps and threads, the mail history, the 45-day clock's reminders and the statistics.
 */
export const appealsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(appealRoutes);
  await app.register(appealCommentRoutes);
};
