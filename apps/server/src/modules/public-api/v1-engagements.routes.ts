import { ZIdParams, ZNoContent } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createEngagement } from '../engagements/create-engagement.ts';
import { getEngagementVersioned, walkEngagements } from '../engagements/engagement.service.ts';
import { updateEngagement } from '../engagements/update-engagement.ts';
import { idempotent } from './idempotency.ts';
import { v1Engagement, v1EngagementSummary } from './v1.presenter.ts';
import {
  V1CreateEngagement,
  V1Engagement,
  V1EngagementPage,
  V1IdempotencyHeaders,
  V1IfMatchHeaders,
  V1PageQuery,
  V1UpdateEngagement,
} from './v1.schemas.ts';
import { notModified, requireIfMatch } from './v1-http.ts';
import { keyRoute } from './v1-route.ts';

/** Engagements through the public API: the same use cases as the screens, held by the same policies. */
export const v1EngagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async (actorId: Parameters<typeof getEngagementVersioned>[1], id: string) => {
    const { view, version } = await getEngagementVersioned(app.db, actorId, id);
    return { body: v1Engagement(view), etag: version };
  };

  app.get(
    '/engagements',
    {
      ...keyRoute('engagements:read'),
      schema: {
        ...keyRoute('engagements:read').schema,
        summary: "Walk the group's engagements, oldest first (cursor pagination)",
        querystring: V1PageQuery,
        response: { 200: V1EngagementPage, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const page = await walkEngagements(app.db, actorOf(request), request.query);
      return { data: page.data.map(v1EngagementSummary), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/engagements/:id',
    {
      ...keyRoute('engagements:read'),
      schema: {
        ...keyRoute('engagements:read').schema,
        summary: 'An engagement with its assessments (ETag: send it back as If-Match to update)',
        params: ZIdParams,
        response: {
          200: V1Engagement,
          304: ZNoContent.meta({ description: 'Not modified (If-None-Match)' }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { view, version: etag } = await getEngagementVersioned(app.db, actorOf(request), request.params.id, {
        reading: true,
      });
      const body = v1Engagement(view);
      reply.header('etag', etag);
      if (notModified(request, etag)) return reply.status(304).send(null);
      return body;
    },
  );

  app.post(
    '/engagements',
    {
      ...keyRoute('engagements:write'),
      schema: {
        ...keyRoute('engagements:write').schema,
        summary: 'Log an engagement and assign its specialist and approver (Idempotency-Key required)',
        headers: V1IdempotencyHeaders,
        body: V1CreateEngagement,
        response: { 201: V1Engagement, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      idempotent(app.db, request, reply, async () => {
        const actor = actorOf(request);
        const id = await createEngagement(app.db, actor, request.body);
        const { body, etag } = await read(actor, id);
        return { status: 201, body, headers: { etag, location: `/api/v1/engagements/${id}` } };
      }),
  );

  app.patch(
    '/engagements/:id',
    {
      ...keyRoute('engagements:write'),
      schema: {
        ...keyRoute('engagements:write').schema,
        summary: 'Change an engagement (If-Match required: 412 when it changed since it was read)',
        params: ZIdParams,
        headers: V1IfMatchHeaders,
        body: V1UpdateEngagement,
        response: { 200: V1Engagement, ...errorResponses(400, 401, 403, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const ifMatch = requireIfMatch(request);
      const { view } = await getEngagementVersioned(app.db, actor, request.params.id);
      const merged = {
        departmentId: view.department?.id ?? null,
        serviceProvided: view.serviceProvided,
        contractValue: view.contractValue / 100,
        agencyId: view.agency?.id ?? null,
        yourReference: view.yourReference,
        ...request.body,
      };
      await updateEngagement(app.db, actor, request.params.id, merged, { ifMatch });
      const { body, etag } = await read(actor, request.params.id);
      reply.header('etag', etag);
      return body;
    },
  );
};
