import { londonToday, ZMyDashboard, ZMyDashboardQuery } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { figuresKey, KEPT_FIGURES_NOTE } from '../../plugins/kept-figures.ts';
import { myDashboard } from './dashboard.service.ts';

const errors = errorResponses(400, 401, 403);

/** `GET my-dashboard`: the role's dashboard (spec §2, §3, §7). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-dashboard',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'The signed-in user’s dashboard',
        description:
          'By role (kind): the provider admin’s, a provider user’s, a client or company admin’s, an approver’s, a specialist’s, or a client user’s landing. Every number is a figure with the list (page and filters) whose total it is; counts of events cover the last 12 months, overdue and days left count from today’s UK day. ' +
          KEPT_FIGURES_NOTE,
        querystring: ZMyDashboardQuery,
        response: { 200: ZMyDashboard, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return app.keptFigures.answer(figuresKey('my-dashboard', actor, londonToday(), request.query), () =>
        myDashboard(app.db, actor, request.query),
      );
    },
  );
};
