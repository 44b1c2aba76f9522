import { ZEngagement, ZIdParams, ZPreviousAssessments } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { convertEngagement } from './convert-engagement.ts';
import { getEngagement } from './engagement.service.ts';
import { previousAssessments } from './previous-assessments.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The engagement's assessment history and the conversion of a preliminary engagement. */
export const engagementLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/engagements/:id/previous-assessments',
    {
      schema: {
        tags: ['engagements'],
        summary: "The engagement's earlier assessments with their results, newest first",
        params: ZIdParams,
        response: { 200: ZPreviousAssessments, ...errors },
      },
    },
    async (request) => previousAssessments(app.db, actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engagements/:id/convert',
      schema: {
        tags: ['engagements'],
        summary: 'Convert a preliminary engagement with an approved pre-assessment to active',
        params: ZIdParams,
        response: { 200: ZEngagement, ...errors },
      },
    },
    {
      command: (request, actor) => convertEngagement(app.db, actor, request.params.id),
      read: (request, actor) => getEngagement(app.db, actor, request.params.id),
    },
  );
};
