import { ZAssessmentListQuery, ZAssessmentPage, ZUserIdParams } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { jsonOrXlsx, sendXlsx } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listUserAssessments } from './assessment-list.service.ts';
import { exportUserAssessments } from './assessment-list-export.ts';

const errors = errorResponses(400, 401, 403, 404);

export const assessmentListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:userId/assessments',
    {
      schema: {
        tags: ['assessments'],
        summary:
          "A person's assessments: as specialist, as approver, or all they may see (format=xls: assessments.xlsx)",
        params: ZUserIdParams,
        querystring: ZAssessmentListQuery,
        response: { 200: jsonOrXlsx(ZAssessmentPage), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { userId } = request.params;
      if (request.query.format === 'xls') {
        return sendXlsx(reply, await exportUserAssessments(app.db, actor, userId, request.query));
      }
      return listUserAssessments(app.db, actor, userId, request.query);
    },
  );
};
