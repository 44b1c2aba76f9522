import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { provideAppealLinks } from '../contractor-reports/contractor-report-hooks.ts';
import { appealRoutes } from './appeal.routes.ts';
import { appealCommentRoutes } from './appeal-comment.routes.ts';
import { appealLinkForStatement } from './appeal-creation.ts';
import { setAppealLinkBase } from './appeal-mails.ts';

/**
 * Appeals, the manager's side: the appeal created with the worker's SDS email (its link), the
 * manager's steps and threads, the mail history, the 45-day clock's reminders and the statistics.
 */
export const appealsModule: FastifyPluginAsyncZod = async (app) => {
  setAppealLinkBase(app.publicUrl);
  provideAppealLinks(appealLinkForStatement);
  await app.register(appealRoutes);
  await app.register(appealCommentRoutes);
};
