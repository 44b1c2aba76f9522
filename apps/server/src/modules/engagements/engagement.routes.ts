import { ZCreateEngagement, ZEngagement, ZEngagementListQuery, ZEngagementPage, ZIdParams } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { jsonOrXlsx, sendXlsx } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createEngagement } from './create-engagement.ts';
import { getEngagement, listMyEngagements } from './engagement.service.ts';
import { exportMyEngagements } from './engagement-export.ts';

const errors = errorResponses(400, 401, 404);

export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-engagements',
    {
      schema: {
        tags: ['engagements'],
        summary: 'Engagements the signed-in user may see (format=xls: engagements.xlsx)',
        querystring: ZEngagementListQuery,
        response: { 200: jsonOrXlsx(ZEngagementPage), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.format === 'xls')
        return sendXlsx(reply, await exportMyEngagements(app.db, actor, request.query));
      return listMyEngagements(app.db, actor, request.query);
    },
  );

  app.get(
    '/engagements/:id',
    {
      schema: {
        tags: ['engagements'],
        summary: 'An engagement',
        params: ZIdParams,
        response: { 200: ZEngagement, ...errors },
      },
    },
    async (request) => getEngagement(app.db, actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/engagements',
      schema: {
        tags: ['engagements'],
        summary: 'Log an engagement and assign its specialist and approver',
        body: ZCreateEngagement,
        response: { 201: ZEngagement, ...errors },
      },
    },
    {
      command: (request, actor) => createEngagement(app.db, actor, request.body),
      read: (_request, actor, id) => getEngagement(app.db, actor, id),
      status: 201,
    },
  );
};
