import {
  ZConfirmQuestion,
  ZConfirmUnchanged,
  ZCurrentQuestion,
  ZEditAnswer,
  ZInterviewParams,
  ZInterviewQuestion,
  ZInterviewQuestionParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { confirmAnswer, confirmUnchanged, editAnswer } from './interview-edit.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Changing or confirming an answered question (the id is the question's id in the interview). */
export const interviewEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/interview-questions/:id',
    {
      schema: {
        tags: ['interviews'],
        summary: 'Change an answered question: that answer and every later one are removed',
        params: ZInterviewQuestionParams,
        body: ZEditAnswer,
        response: { 200: ZCurrentQuestion, ...errors },
      },
    },
    async (request) => editAnswer(app.db, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/interview-questions/:id/confirm',
    {
      schema: {
        tags: ['interviews'],
        summary: 'Confirm that an answer from an earlier version still stands',
        params: ZInterviewQuestionParams,
        body: ZConfirmQuestion,
        response: { 200: ZInterviewQuestion, ...errors },
      },
    },
    async (request) => confirmAnswer(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/interviews/:id/confirm-unchanged',
    {
      schema: {
        tags: ['interviews'],
        summary: 'After a change, confirm the answers that come back unchanged (listed in currentQuestion), in order',
        params: ZInterviewParams,
        body: ZConfirmUnchanged,
        response: { 200: ZCurrentQuestion, ...errors },
      },
    },
    async (request) => confirmUnchanged(app.db, actorOf(request), request.params.id, request.body),
  );
};
