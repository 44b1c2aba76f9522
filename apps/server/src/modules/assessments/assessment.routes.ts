import {
  ZAssessment,
  ZAssessmentVersions,
  ZCreateComment,
  ZErrorResponse,
  ZIdParams,
  ZReturnAssessment,
  ZVersionChanges,
  ZVersionChangesQuery,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { getAssessment } from './assessment.service.ts';
import { listVersions, versionChanges } from './assessment-versions.ts';
import {
  approveAssessment,
  commentOnAssessment,
  returnAssessment,
  startInterview,
  submitAssessment,
} from './assessment-workflow.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const schema = (summary: string) => ({
  tags: ['assessments'],
  summary,
  params: ZIdParams,
  response: { 200: ZAssessment, ...errors },
});

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/assessments/:id', { schema: schema('An assessment') }, async (request) =>
    getAssessment(app.db, actorOf(request), request.params.id),
  );

  const action = (path: string, summary: string, run: typeof startInterview) =>
    app.put(path, { schema: schema(summary) }, async (request) => {
      const actor = actorOf(request);
      await run(app.db, actor, request.params.id);
      return getAssessment(app.db, actor, request.params.id);
    });

  action('/assessments/:id/start-interview', 'The specialist starts the questionnaire', startInterview);
  action('/assessments/:id/submit', 'The specialist submits the answers for approval', submitAssessment);
  action('/assessments/:id/approve', 'The approver approves the determination', approveAssessment);

  app.put(
    '/assessments/:id/return-to-review',
    {
      schema: {
        ...schema('The approver returns the assessment to the specialist with a comment'),
        body: ZReturnAssessment,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await returnAssessment(app.db, actor, request.params.id, request.body.comment);
      return getAssessment(app.db, actor, request.params.id);
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

  app.post(
    '/assessments/:id/comments',
    {
      schema: {
        ...schema('Comment in the review thread'),
        body: ZCreateComment,
        response: { 201: ZAssessment, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await commentOnAssessment(app.db, actor, request.params.id, request.body.body);
      return reply.status(201).send(await getAssessment(app.db, actor, request.params.id));
    },
  );
};
