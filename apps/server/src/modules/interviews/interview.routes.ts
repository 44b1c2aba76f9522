import {
  ZAnswerQuestion,
  ZCurrentQuestion,
  ZInterviewParams,
  ZInterviewQuestion,
  ZInterviewQuestions,
  ZQuestionQuery,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { answer, answeredQuestions, currentQuestion, questionOf } from './interview.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/interviews/:id/currentQuestion',
    {
      schema: {
        tags: ['interviews'],
        summary: 'The next question to answer, with progress',
        params: ZInterviewParams,
        response: { 200: ZCurrentQuestion, ...errors },
      },
    },
    async (request) => currentQuestion(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/interviews/:id/question',
    {
      schema: {
        tags: ['interviews'],
        summary: 'An answered question, or the current one',
        params: ZInterviewParams,
        querystring: ZQuestionQuery,
        response: { 200: ZInterviewQuestion, ...errors },
      },
    },
    async (request) => questionOf(app.db, actorOf(request), request.params.id, request.query.interviewQuestionId),
  );

  app.get(
    '/interviews/:id/questions',
    {
      schema: {
        tags: ['interviews'],
        summary: 'The answered questions in path order',
        params: ZInterviewParams,
        response: { 200: ZInterviewQuestions, ...errors },
      },
    },
    async (request) => ({ questions: await answeredQuestions(app.db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/interviews/:id/answers',
    {
      schema: {
        tags: ['interviews'],
        summary: 'Answer the current question, or change an earlier answer (later answers are removed)',
        params: ZInterviewParams,
        body: ZAnswerQuestion,
        response: { 200: ZCurrentQuestion, ...errors },
      },
    },
    async (request) => answer(app.db, actorOf(request), request.params.id, request.body),
  );
};
