import {
  londonToday,
  ZCompanyStatistics,
  ZIdParams,
  ZStatisticsPage,
  ZStatisticsPageParams,
  ZStatisticsQuery,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { jsonOrXlsx, sendXlsx } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import { figuresKey, KEPT_FIGURES_NOTE } from '../../plugins/kept-figures.ts';
import { companyStatisticsOf, statisticsPage } from './statistics.service.ts';
import { exportStatistics } from './statistics-export.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The statistics pages and their exports, and a company's statistics (spec §2, §3, §7). */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statistics/:page',
    {
      schema: {
        tags: ['statistics'],
        summary: 'A statistics page (format=xls: the page as a workbook)',
        description:
          'appeals, assessments-by-approver, assessments-by-specialist, companies, departments, engagements, specialists: sections of a chart and the table behind it, over the caller’s reach, the period (lastYear by default, UK days), a company (with its subsidiaries) and a department. Needs statistics.view (a group may block it). ' +
          KEPT_FIGURES_NOTE,
        params: ZStatisticsPageParams,
        querystring: ZStatisticsQuery,
        response: { 200: jsonOrXlsx(ZStatisticsPage), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { page } = request.params;
      const { format, ...asked } = request.query;
      // The page and its export share one kept answer: the workbook is exactly what the page shows.
      const data = await app.keptFigures.answer(figuresKey(`statistics/${page}`, actor, londonToday(), asked), () =>
        statisticsPage(app.db, actor, page, request.query),
      );
      if (format === 'xls') {
        return sendXlsx(reply, await exportStatistics(app.db, actor, page, request.query, new Date(), data));
      }
      return data;
    },
  );

  app.get(
    '/companies/:id/statistics',
    {
      schema: {
        tags: ['statistics'],
        summary: 'A company’s statistics (spec §3)',
        description:
          'Engagements, features, people and assessments of the company and its subsidiaries; approvals over the last 12 months (UK days), each number with the list (page and filters) whose total it is. ' +
          KEPT_FIGURES_NOTE,
        params: ZIdParams,
        response: { 200: ZCompanyStatistics, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return app.keptFigures.answer(figuresKey('company-statistics', actor, londonToday(), request.params.id), () =>
        companyStatisticsOf(app.db, actor, request.params.id),
      );
    },
  );
};
