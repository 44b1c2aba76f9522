import {
  ZEngagementListQuery,
  ZEngagementPage,
  ZIdParams,
  ZSwapUserEngagements,
  ZSwapUserEngagementsQuery,
  ZSwapUserEngagementsResult,
  ZUserEngagementsQuery,
  ZUserIdParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listCompanyEngagements } from './engagement.service.ts';
import { listUserEngagements, swapUserEngagements } from './user-engagements.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['engagements'];

/** A company's engagements, a person's engagements, and passing a person's seats to someone else. */
export const engagementListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/engagements',
    {
      schema: {
        tags,
        summary: "A company's engagements with every list filter (statuses, types, department, entity type, periods)",
        params: ZIdParams,
        querystring: ZEngagementListQuery,
        response: { 200: ZEngagementPage, ...errors },
      },
    },
    async (request) => listCompanyEngagements(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/users/:userId/engagements',
    {
      schema: {
        tags,
        summary: 'The engagements where the user is specialist or approver (statuses, types, role)',
        params: ZUserIdParams,
        querystring: ZUserEngagementsQuery,
        response: { 200: ZEngagementPage, ...errors },
      },
    },
    async (request) => listUserEngagements(app.db, actorOf(request), request.params.userId, request.query),
  );

  app.put(
    '/users/:userId/engagements',
    {
      schema: {
        tags,
        summary: "Pass the user's specialist or approver seat (role) on their engagements to emailToSwap",
        params: ZUserIdParams,
        querystring: ZSwapUserEngagementsQuery,
        body: ZSwapUserEngagements,
        response: { 200: ZSwapUserEngagementsResult, ...errorResponses(409), ...errors },
      },
    },
    async (request) =>
      swapUserEngagements(app.db, actorOf(request), request.params.userId, request.query.role, request.body),
  );
};
