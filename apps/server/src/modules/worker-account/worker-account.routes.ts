import {
  ZIdParams,
  ZInviteWorker,
  ZResolveWorkerDifference,
  ZWorkerAccountView,
  ZWorkerDifferenceParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getWorkerAccount, inviteWorker, resolveWorkerDifference } from './worker-account.service.ts';

const tags = ['assessments'];

/** The worker's own account on the assessment side: invite, read with the comparison, resolve a difference. */
export const workerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = (request: { params: { id: string } }, actor: Parameters<typeof getWorkerAccount>[1]) =>
    getWorkerAccount(app.db, actor, request.params.id);

  app.get(
    '/assessments/:id/worker-account',
    {
      schema: {
        tags,
        summary: "The worker's own account and where it differs from the specialist's (non-spec)",
        description:
          'null account: the worker was never asked. Differences compare the submitted version under review (or the interview as it stands while it is answered); abilities say whether the caller may invite the worker or resolve differences.',
        params: ZIdParams,
        response: { 200: ZWorkerAccountView, ...errorResponses(401, 404) },
      },
    },
    async (request) => getWorkerAccount(app.db, actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/assessments/:id/worker-account',
      schema: {
        tags,
        summary: 'Ask the worker for their own account of the working practices (non-spec)',
        description:
          "Emails the worker a personal link (a fresh key, stored hashed, working 14 days); the address defaults to the engaged individual's. Inviting again replaces the link until the worker answers (then 409 errors.workerAccountAnswered).",
        params: ZIdParams,
        body: ZInviteWorker,
        response: { 200: ZWorkerAccountView, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    { command: (request, actor) => inviteWorker(app.db, actor, request.params.id, request.body), read },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/assessments/:id/worker-account/differences/:questionId',
      schema: {
        tags,
        summary: 'The approver resolves one difference between the two accounts (non-spec)',
        description:
          "choice specialist (the specialist's answer stands) or noted (neither, recorded) needs the reason (10+ characters); worker accepts the worker's answer, which the specialist must then apply after a return. Only a question that differs now (404 otherwise).",
        params: ZWorkerDifferenceParams,
        body: ZResolveWorkerDifference,
        response: { 200: ZWorkerAccountView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    {
      command: (request, actor) =>
        resolveWorkerDifference(app.db, actor, request.params.id, request.params.questionId, request.body),
      read,
    },
  );
};
