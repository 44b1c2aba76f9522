import {
  ZAssessment,
  ZAssessmentVersions,
  ZCreateComment,
  ZIdParams,
  ZReturnAssessment,
  ZVersionChanges,
  ZVersionChangesQuery,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../authz/actor.ts';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getAssessment } from './assessment.service.ts';
import { listVersions, versionChanges } from './assessment-versions.ts';
import { approveAssessment, returnAssessment, startInterview, submitAssessment } from './assessment-workflow.ts';
import { postAssessmentComment } from './threads.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const schema = (summary: string) => ({
  tags: ['assessments'],
  summary,
  params: ZIdParams,
  response: { 200: ZAssessment, ...errors },
});

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = (request: { params: { id: string } }, actor: Actor) => getAssessment(app.db, actor, request.params.id);

  app.get('/assessments/:id', { schema: schema('An assessment') }, async (request) =>
    getAssessment(app.db, actorOf(request), request.params.id),
  );

  const action = (url: string, summary: string, run: typeof startInterview) =>
    commandThenRead(
      app,
      { method: 'PUT', url, schema: schema(summary) },
      { command: (request, actor) => run(app.db, actor, request.params.id), read },
    );

  action('/assessments/:id/start-interview', 'The specialist starts the questionnaire', startInterview);
  action('/assessments/:id/submit', 'The specialist submits the answers for approval', submitAssessment);
  action('/assessments/:id/approve', 'The approver approves the determination', approveAssessment);

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/return-to-review',
      schema: {
        ...schema('The approver returns the assessment to the specialist with a comment'),
        body: ZReturnAssessment,
      },
    },
    {
      command: (request, actor) => returnAssessment(app.db, actor, request.params.id, request.body.comment),
      read,
    },
  );

  app.get(
    '/assessments/:id/versions',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Submitted versions, newest first',
        params: ZIdParams,
        response: { 200: ZAssessmentVersions, ...errors },
      },
    },
    async (request) => listVersions(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/assessments/:id/version-changes',
    {
      schema: {
        tags: ['assessments'],
        summary: 'What a version changed against the one before (default: the latest)',
        params: ZIdParams,
        querystring: ZVersionChangesQuery,
        response: { 200: ZVersionChanges, ...errors },
      },
    },
    async (request) => versionChanges(app.db, actorOf(request), request.params.id, request.query.version),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/assessments/:id/comments',
      schema: {
        ...schema("Comment in the review thread, a thread by id, or a question's thread (interviewQuestionId)"),
        body: ZCreateComment,
        response: { 201: ZAssessment, ...errors },
      },
    },
    {
      command: (request, actor) => postAssessmentComment(app.db, actor, request.params.id, request.body),
      read,
      status: 201,
    },
  );
};
