import { ZIdParams } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.ts';
import { attachment } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from './idempotency.ts';
import {
  V1Appeal,
  V1AppealPage,
  V1Assessment,
  V1DecideAppeal,
  V1IdempotencyHeaders,
  V1Me,
  V1PageQuery,
  V1Statements,
} from './v1.schemas.ts';
import {
  decideAppeal,
  describeKey,
  readAppeal,
  readAssessment,
  readStatementPdf,
  readStatements,
  walkV1Appeals,
} from './v1.service.ts';
import { keyRoute } from './v1-route.ts';

const PDF = 'application/pdf';

/** Assessments, statements and appeals through the public API, and the key's own description. */
export const v1ResultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      ...keyRoute(null),
      schema: {
        ...keyRoute(null).schema,
        summary: 'The key making the call: its name, scopes, rate limit and client group',
        response: { 200: V1Me, ...errorResponses(401) },
      },
    },
    async (request) => describeKey(app.db, actorOf(request)),
  );

  app.get(
    '/assessments/:id',
    {
      ...keyRoute('determinations:read'),
      schema: {
        ...keyRoute('determinations:read').schema,
        summary: 'An assessment: its state and determination',
        params: ZIdParams,
        response: { 200: V1Assessment, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => readAssessment(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/assessments/:id/statements',
    {
      ...keyRoute('statements:read'),
      schema: {
        ...keyRoute('statements:read').schema,
        summary: "An assessment's Status Determination Statements (metadata; newest first)",
        params: ZIdParams,
        response: { 200: V1Statements, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => readStatements(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/statements/:id/pdf',
    {
      ...keyRoute('statements:read'),
      schema: {
        ...keyRoute('statements:read').schema,
        summary: 'A Status Determination Statement as a PDF (409 while it is generated)',
        params: ZIdParams,
        response: {
          200: {
            description: 'The statement as a PDF',
            content: { [PDF]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const file = await readStatementPdf(app.db, app.storage, actorOf(request), request.params.id);
      reply.type(PDF).header('Content-Disposition', attachment(file.fileName));
      if (file.size !== undefined) reply.header('Content-Length', file.size);
      return reply.send(file.body);
    },
  );

  app.get(
    '/appeals',
    {
      ...keyRoute('appeals:read'),
      schema: {
        ...keyRoute('appeals:read').schema,
        summary: "Walk the group's appeals, oldest first (cursor pagination; appeals:read or appeals:manage)",
        querystring: V1PageQuery,
        response: { 200: V1AppealPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => walkV1Appeals(app.db, actorOf(request), request.query),
  );

  app.get(
    '/appeals/:id',
    {
      ...keyRoute('appeals:read'),
      schema: {
        ...keyRoute('appeals:read').schema,
        summary: 'An appeal against a determination (appeals:read or appeals:manage)',
        params: ZIdParams,
        response: { 200: V1Appeal, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => readAppeal(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/appeals/:id/decision',
    {
      ...keyRoute('appeals:manage'),
      schema: {
        ...keyRoute('appeals:manage').schema,
        summary: 'Decide an appeal: accepted opens a reassessment, rejected closes it (Idempotency-Key required)',
        params: ZIdParams,
        headers: V1IdempotencyHeaders,
        body: V1DecideAppeal,
        response: { 200: V1Appeal, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      idempotent(app.db, request, reply, async () => ({
        status: 200,
        body: await decideAppeal(app.db, actorOf(request), request.params.id, request.body),
      })),
  );
};
