import {
  ZAssessment,
  ZCloseReassessment,
  ZIdParams,
  ZInterviewSynchronization,
  ZRejectAssessment,
  ZStartReassessment,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getAssessment } from './assessment.service.ts';
import { rejectAssessment } from './assessment-rejection.ts';
import { resetInterview, synchronizeInterview } from './interview-reset.ts';
import { closeReassessment, startContinuousEmployment, startReassessment } from './reassessment.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const schema = (summary: string) => ({
  tags: ['assessments'],
  summary,
  params: ZIdParams,
  response: { 200: ZAssessment, ...errors },
});

/** Rejection, reassessment, continuous employment and interview reset/synchronisation. */
export const assessmentLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const readSelf = (request: { params: { id: string } }, actor: Parameters<typeof getAssessment>[1]) =>
    getAssessment(app.db, actor, request.params.id);
  const readNew = (_request: unknown, actor: Parameters<typeof getAssessment>[1], newId: string) =>
    getAssessment(app.db, actor, newId);
  const publicUrl = app.publicUrl;

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/reject',
      schema: {
        ...schema('The approver rejects the assessment for good (type "Reject" to confirm, with a reason)'),
        body: ZRejectAssessment,
      },
    },
    { command: (request, actor) => rejectAssessment(app.db, actor, request.params.id, request.body), read: readSelf },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/start-reassessment',
      schema: {
        ...schema('Start a reassessment of an approved result; answers the new reassessment'),
        body: ZStartReassessment,
      },
    },
    {
      command: (request, actor) =>
        startReassessment(app.db, actor, request.params.id, request.body ?? { reason: 'manual' }),
      read: readNew,
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/close-reassessment',
      schema: {
        ...schema('Close an open reassessment without a new result; the specialist is emailed'),
        body: ZCloseReassessment,
      },
    },
    {
      command: (request, actor) => closeReassessment(app.db, actor, request.params.id, request.body, publicUrl),
      read: readSelf,
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/start-continuous-employment',
      schema: schema('Start a continuous-employment assessment (group setting continuousEmployed)'),
    },
    { command: (request, actor) => startContinuousEmployment(app.db, actor, request.params.id), read: readNew },
  );

  commandThenRead(
    app,
    { method: 'PUT', url: '/assessments/:id/reset-interview', schema: schema('The specialist clears every answer') },
    { command: (request, actor) => resetInterview(app.db, actor, request.params.id), read: readSelf },
  );

  app.put(
    '/assessments/:id/synchronize-interview',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Move the interview to the current questionnaire version; answers what entered or left the path',
        params: ZIdParams,
        response: { 200: ZInterviewSynchronization, ...errors },
      },
    },
    async (request) => synchronizeInterview(app.db, actorOf(request), request.params.id),
  );
};
