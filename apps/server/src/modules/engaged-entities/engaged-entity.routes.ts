import {
  ZCreateEngagedEntity,
  ZEngagedEntities,
  ZEngagedEntity,
  ZEngagedEntityDetail,
  ZEngagedEntityListQuery,
  ZEngagedEntityOptionsQuery,
  ZEngagedEntityPage,
  ZEngagedIndividualOptions,
  ZEngagedIndividualOptionsQuery,
  ZEngagedIndividualRoles,
  ZIdParams,
  ZNoContent,
  ZRelatedAssessmentPage,
  ZRelatedAssessmentQuery,
  ZRelatedEngagementPage,
  ZRelatedEngagementQuery,
  ZUpdateEngagedEntity,
  ZUserIdParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, commandThenRead, errorResponses } from '../../lib/route.ts';
import { jsonOrXlsx, sendXlsx } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  archiveEngagedEntity,
  createEngagedEntity,
  deleteEngagedEntity,
  getEngagedEntity,
  listUserEngagedEntities,
  restoreEngagedEntity,
  updateEngagedEntity,
} from './engaged-entity.service.ts';
import { exportUserEngagedEntities } from './engaged-entity-export.ts';
import {
  listEngagedEntityOptions,
  listEngagedIndividualOptions,
  listEngagedIndividualRoles,
} from './engaged-entity-options.service.ts';
import { listEntityAssessments, listEntityEngagements } from './related-lists.service.ts';

const tags = ['engaged-entities'];
const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(400, 401, 403, 404, 409);

export const engagedEntityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:userId/engaged-entities',
    {
      schema: {
        tags,
        summary:
          'Engaged entities of the groups a user works in or manages (search, type, status, clientId, sort, page)',
        params: ZUserIdParams,
        querystring: ZEngagedEntityListQuery,
        response: { 200: jsonOrXlsx(ZEngagedEntityPage), ...read },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { userId } = request.params;
      if (request.query.format === 'xls') {
        return sendXlsx(reply, await exportUserEngagedEntities(app.db, actor, userId, request.query));
      }
      return listUserEngagedEntities(app.db, actor, userId, request.query);
    },
  );

  app.get(
    '/engaged-entities/:id',
    {
      schema: {
        tags,
        summary: 'An engaged entity with its individuals and engagement counts',
        params: ZIdParams,
        response: { 200: ZEngagedEntityDetail, ...read },
      },
    },
    async (request) => getEngagedEntity(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/companies/:id/engaged-entities',
    {
      schema: {
        tags,
        summary:
          'Create an engaged entity of the group with its engaged individual (409 errors.nameMustBeUnique, errors.numberMustBeUnique, errors.archivedNameClash)',
        params: ZIdParams,
        body: ZCreateEngagedEntity,
        response: { 201: ZEngagedEntity, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEngagedEntity(app.db, actorOf(request), request.params.id, request.body)),
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engaged-entities/:id',
      schema: {
        tags,
        summary: 'Edit an engaged entity: name, number, type (unique in the group)',
        params: ZIdParams,
        body: ZUpdateEngagedEntity,
        response: { 200: ZEngagedEntityDetail, ...write },
      },
    },
    {
      command: (request, actor) => updateEngagedEntity(app.db, actor, request.params.id, request.body),
      read: (request, actor) => getEngagedEntity(app.db, actor, request.params.id),
    },
  );

  for (const [action, run, summary] of [
    ['archive', archiveEngagedEntity, 'Archive an engaged entity (kept, offered nowhere)'],
    ['restore', restoreEngagedEntity, 'Restore an archived engaged entity'],
  ] as const)
    commandThenRead(
      app,
      {
        method: 'PUT',
        url: `/engaged-entities/:id/${action}`,
        schema: { tags, summary, params: ZIdParams, response: { 200: ZEngagedEntityDetail, ...write } },
      },
      {
        command: (request, actor) => run(app.db, actor, request.params.id),
        read: (request, actor) => getEngagedEntity(app.db, actor, request.params.id),
      },
    );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/engaged-entities/:id',
      schema: {
        tags,
        summary: 'Delete an engaged entity without engagements (409 errors.hasEngagements otherwise)',
        params: ZIdParams,
        response: { 204: ZNoContent, ...write },
      },
    },
    (request) => deleteEngagedEntity(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/engaged-entities/:id/engagements',
    {
      schema: {
        tags,
        summary: 'The engagements of an engaged entity the user may see (the agency engagement filters)',
        params: ZIdParams,
        querystring: ZRelatedEngagementQuery,
        response: { 200: ZRelatedEngagementPage, ...read },
      },
    },
    async (request) => listEntityEngagements(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/engaged-entities/:id/assessments',
    {
      schema: {
        tags,
        summary: 'The assessments of an engaged entity’s engagements the user may see',
        params: ZIdParams,
        querystring: ZRelatedAssessmentQuery,
        response: { 200: ZRelatedAssessmentPage, ...read },
      },
    },
    async (request) => listEntityAssessments(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/companies/:id/engaged-entities',
    {
      schema: {
        tags,
        summary: "Active engaged entities of the company's group, for a picker (queryString, initialValue, type)",
        params: ZIdParams,
        querystring: ZEngagedEntityOptionsQuery,
        response: { 200: ZEngagedEntities, ...read },
      },
    },
    async (request) => listEngagedEntityOptions(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/companies/:id/engaged-individuals',
    {
      schema: {
        tags,
        summary: "Engaged individuals of the group's active entities (queryString, initialValue, engagedEntityType)",
        params: ZIdParams,
        querystring: ZEngagedIndividualOptionsQuery,
        response: { 200: ZEngagedIndividualOptions, ...read },
      },
    },
    async (request) => listEngagedIndividualOptions(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/companies/:id/engaged-individual-roles',
    {
      schema: {
        tags,
        summary: "Roles engaged individuals have had on the group's engagements, A–Z",
        params: ZIdParams,
        response: { 200: ZEngagedIndividualRoles, ...read },
      },
    },
    async (request) => listEngagedIndividualRoles(app.db, actorOf(request), request.params.id),
  );
};
