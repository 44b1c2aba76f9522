import {
  ZEngagedIndividualDetail,
  ZEngagedIndividualInput,
  ZIdParams,
  ZUpdateEmail,
  ZUpdateEmailResult,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  addEngagedIndividual,
  getEngagedIndividual,
  updateEngagedIndividual,
  updateEngagedIndividualEmail,
} from './engaged-individual.service.ts';

const tags = ['engaged-entities'];
const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(400, 401, 403, 404, 409, 422);

export const engagedIndividualRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/engaged-individuals/:id',
    {
      schema: {
        tags,
        summary: 'An engaged individual with its entity and engagement count',
        params: ZIdParams,
        response: { 200: ZEngagedIndividualDetail, ...read },
      },
    },
    async (request) => getEngagedIndividual(app.db, actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/engaged-entities/:id/engaged-individuals',
      schema: {
        tags,
        summary: 'Add an engaged individual (name, optional email) to an active engaged entity',
        params: ZIdParams,
        body: ZEngagedIndividualInput,
        response: { 201: ZEngagedIndividualDetail, ...write },
      },
    },
    {
      command: (request, actor) => addEngagedIndividual(app.db, actor, request.params.id, request.body),
      read: (_request, actor, id) => getEngagedIndividual(app.db, actor, id),
      status: 201,
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engaged-individual/:id',
      schema: {
        tags,
        summary: 'Edit an engaged individual: name and email',
        params: ZIdParams,
        body: ZEngagedIndividualInput,
        response: { 200: ZEngagedIndividualDetail, ...write },
      },
    },
    {
      command: (request, actor) => updateEngagedIndividual(app.db, actor, request.params.id, request.body),
      read: (request, actor) => getEngagedIndividual(app.db, actor, request.params.id),
    },
  );

  app.put(
    '/engaged-individuals/:id/update-email',
    {
      schema: {
        tags,
        summary:
          'Change an engaged individual’s email; resend=true sends the last email to the old address (about engagementId, or any of theirs) to the new one',
        params: ZIdParams,
        body: ZUpdateEmail,
        response: { 200: ZUpdateEmailResult, ...write },
      },
    },
    async (request) => updateEngagedIndividualEmail(app.db, actorOf(request), request.params.id, request.body),
  );
};
