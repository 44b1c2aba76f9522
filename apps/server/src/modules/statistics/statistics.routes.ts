import {
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
          'appeals, assessments-by-approver, assessments-by-specialist, companies, departments, engagements, specialists: sections of a chart and the table behind it, over the caller’s reach, the period (lastYear by default, UK days), a company (with its subsidiaries) and a department. Needs statistics.view (a group may block it).',
        params: ZStatisticsPageParams,
        querystring: ZStatisticsQuery,
        response: { 200: jsonOrXlsx(ZStatisticsPage), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.format === 'xls') {
        return sendXlsx(reply, await exportStatistics(app.db, actor, request.params.page, request.query));
      }
      return statisticsPage(app.db, actor, request.params.page, request.query);
    },
  );

  app.get(
    '/companies/:id/statistics',
    {
      schema: {
        tags: ['statistics'],
        summary: 'A company’s statistics (spec §3)',
        description:
          'Engagements, features, people and assessments of the company and its subsidiaries; approvals over the last 12 months (UK days), each number with the list (page and filters) whose total it is.',
        params: ZIdParams,
        response: { 200: ZCompanyStatistics, ...errors },
      },
    },
    async (request) => companyStatisticsOf(app.db, actorOf(request), request.params.id),
  );
};
