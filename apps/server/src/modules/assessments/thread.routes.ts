import {
  ZAssessment,
  ZCommentParams,
  ZIdParams,
  ZMarkThreadSeen,
  ZMarkVersionSeen,
  ZResultsBySections,
  ZResultsBySectionsQuery,
  ZThread,
  ZThreadComment,
  ZThreadSeen,
  ZUpdateComment,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../authz/actor.ts';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getAssessment } from './assessment.service.ts';
import { markPresentationSeen, markVersionSeen, resultsBySections } from './assessment-seen.ts';
import { editComment, getThread, markThreadSeen, postThreadComment } from './threads.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Comment threads (the review thread and one per question), read marks and the result by section. */
export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = (request: { params: { id: string } }, actor: Actor) => getAssessment(app.db, actor, request.params.id);

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/threads/:id/comments',
      schema: {
        tags: ['assessments'],
        summary: 'Comment in a thread: a draft only its author sees (created) or submitted',
        params: ZIdParams,
        body: ZThreadComment,
        response: { 201: ZThread, ...errors },
      },
    },
    {
      command: (request, actor) => postThreadComment(app.db, actor, request.params.id, request.body),
      read: (request, actor) => getThread(app.db, actor, request.params.id),
      status: 201,
    },
  );

  app.put(
    '/threads/:id/mark-as-seen',
    {
      schema: {
        tags: ['assessments'],
        summary: 'The actor has read the thread up to lastSeen (default now)',
        params: ZIdParams,
        body: ZMarkThreadSeen,
        response: { 200: ZThreadSeen, ...errors },
      },
    },
    async (request) => markThreadSeen(app.db, actorOf(request), request.params.id, request.body?.lastSeen),
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/comments/:commentId',
      schema: {
        tags: ['assessments'],
        summary: 'The author edits their comment, or submits their draft',
        params: ZCommentParams,
        body: ZUpdateComment,
        response: { 200: ZAssessment, ...errors },
      },
    },
    {
      command: (request, actor) =>
        editComment(app.db, actor, request.params.id, request.params.commentId, request.body),
      read,
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/mark-version-as-seen',
      schema: {
        tags: ['assessments'],
        summary: 'The approver has looked at this submitted version',
        params: ZIdParams,
        body: ZMarkVersionSeen,
        response: { 200: ZAssessment, ...errors },
      },
    },
    { command: (request, actor) => markVersionSeen(app.db, actor, request.params.id, request.body.version), read },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/mark-presentation-as-seen',
      schema: {
        tags: ['assessments'],
        summary: 'The specialist has seen the interview introduction',
        params: ZIdParams,
        response: { 200: ZAssessment, ...errors },
      },
    },
    { command: (request, actor) => markPresentationSeen(app.db, actor, request.params.id), read },
  );

  app.get(
    '/assessments/:id/results-by-sections',
    {
      schema: {
        tags: ['assessments'],
        summary: "A submitted version's result by section, with the questions answered in each",
        params: ZIdParams,
        querystring: ZResultsBySectionsQuery,
        response: { 200: ZResultsBySections, ...errors },
      },
    },
    async (request) => resultsBySections(app.db, actorOf(request), request.params.id, request.query.version),
  );
};
