import {
  ZAppeal,
  ZAppealListQuery,
  ZAppealMailParams,
  ZAppealMails,
  ZAppealPage,
  ZAppealQuery,
  ZChangeAppealContractor,
  ZChangeAppealManager,
  ZCloseAppeal,
  ZIdParams,
  ZMyAppealStatistics,
  ZOverturnRates,
  ZRecordAppeal,
  ZReopenAppeal,
  ZSubmitToContractor,
  ZUserIdParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import type { Actor } from '../../authz/actor.ts';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  getAppeal,
  getAppealMails,
  listEngagementAppeals,
  listEntityAppeals,
  listUserAppeals,
} from './appeal.service.ts';
import {
  changeAppealContractor,
  changeAppealManager,
  closeAppeal,
  reopenAppeal,
  resendAppealMail,
  submitToContractor,
} from './appeal-actions.ts';
import { recordAppeal } from './appeal-creation.ts';
import { myAppealStatistics } from './appeal-statistics.ts';
import { overturnRates } from './overturn-rates.ts';

const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409);
const tags = ['appeals'];

/** The manager's side of appeals: reading, deciding, asking for more, reassigning, mails, statistics. */
export const appealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appeals/statistics',
    {
      schema: {
        tags,
        summary: 'Appeal chart and statistics over the appeals the caller sees (non-spec)',
        description:
          'chart: appeals whose 45-day clock runs and their urgency buckets (overdue, ≤3, ≤7, ≤10, more than 10 days left); statistics: overdue, to resolve (the manager’s turn) and the worker’s comments the caller has not seen.',
        response: { 200: ZMyAppealStatistics, ...errorResponses(401, 403) },
      },
    },
    async (request) => myAppealStatistics(app.db, actorOf(request)),
  );

  app.get(
    '/appeals/overturn-rates',
    {
      schema: {
        tags,
        summary: 'Overturn rates: accepted appeals out of decided ones (non-spec, issue 29)',
        description:
          'Over the appeals the caller sees, by their latest decision: per approver and per specialist of the disputed statement, and per rule-set version of its result; rate = accepted / decided.',
        response: { 200: ZOverturnRates, ...errorResponses(401, 403) },
      },
    },
    async (request) => overturnRates(app.db, actorOf(request)),
  );

  app.get(
    '/appeals/:id',
    {
      schema: {
        tags,
        summary: 'An appeal: threads (with internal notes), decisions, clock and abilities',
        params: ZIdParams,
        querystring: ZAppealQuery,
        response: { 200: ZAppeal, ...reads },
      },
    },
    async (request) => getAppeal(app.db, actorOf(request), request.params.id, new Date(), request.query.companyId),
  );

  app.get(
    '/users/:userId/appeals',
    {
      schema: {
        tags,
        summary: 'The appeals the user runs or oversees (only their own list)',
        params: ZUserIdParams,
        querystring: ZAppealListQuery,
        response: { 200: ZAppealPage, ...reads },
      },
    },
    async (request) => listUserAppeals(app.db, actorOf(request), request.params.userId, request.query),
  );

  app.get(
    '/engagements/:id/appeals',
    {
      schema: {
        tags,
        summary: "The engagement's appeals",
        params: ZIdParams,
        querystring: ZAppealListQuery,
        response: { 200: ZAppealPage, ...reads },
      },
    },
    async (request) => listEngagementAppeals(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/engaged-entities/:id/appeals',
    {
      schema: {
        tags,
        summary: "The appeals on the engaged entity's engagements",
        params: ZIdParams,
        querystring: ZAppealListQuery,
        response: { 200: ZAppealPage, ...reads },
      },
    },
    async (request) => listEntityAppeals(app.db, actorOf(request), request.params.id, request.query),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/appeals',
      schema: {
        tags,
        summary: 'Record representations received by letter, phone or email (non-spec)',
        description:
          'Starts an appeal on an approved assessment with an SDS, on receivedOn (the 45 days run from it); the summary is its first comment and the worker gets a link to add to it. 409 errors.activeAppeal when one is under way.',
        body: ZRecordAppeal,
        response: { 201: ZAppeal, ...writes },
      },
    },
    {
      command: (request, actor) => recordAppeal(app.db, actor, request.body),
      read: (_request, actor, id) => getAppeal(app.db, actor, id),
      status: 201,
    },
  );

  /** A manager's step on one appeal: PUT, a body, one service call; answers the appeal. */
  const step = <B extends ZodType>(
    url: string,
    summary: string,
    body: B,
    command: (id: string, actor: Actor, body: z.infer<B>) => Promise<unknown>,
    description?: string,
  ) =>
    commandThenRead(
      app,
      {
        method: 'PUT',
        url,
        schema: {
          tags,
          summary,
          ...(description ? { description } : {}),
          params: ZIdParams,
          body,
          response: { 200: ZAppeal, ...writes },
        },
      },
      {
        command: (request, actor) => command(request.params.id, actor, request.body as z.infer<B>),
        read: (request, actor) => getAppeal(app.db, actor, request.params.id),
      },
    );

  step(
    '/appeals/:id/close',
    'Decide: accepted starts a reassessment, rejected closes',
    ZCloseAppeal,
    (id, actor, body) => closeAppeal(app.db, actor, id, body),
    'accepted (reassessment needed) → reassessment_in_progress and a reassessment (reason appeal) is started; rejected (no change) → closed. The worker is emailed the outcome with the reasons.',
  );
  step('/appeals/:id/reopen', 'Open a closed appeal again (lead appeal manager)', ZReopenAppeal, (id, actor, body) =>
    reopenAppeal(app.db, actor, id, body),
  );
  step(
    '/appeals/:id/submit-to-contractor',
    'Ask the worker for more',
    ZSubmitToContractor,
    (id, actor, body) => submitToContractor(app.db, actor, id, body),
    'The manager’s drafts and message go to the worker, who is emailed a fresh link (earlier links stop working).',
  );
  step(
    '/appeals/:id/manager',
    'Give the appeal to another appeal manager (lead)',
    ZChangeAppealManager,
    (id, actor, body) => changeAppealManager(app.db, actor, id, body),
  );
  step(
    '/appeals/:id/contractor',
    "Change the worker's address (kept in the history)",
    ZChangeAppealContractor,
    (id, actor, body) => changeAppealContractor(app.db, actor, id, body),
  );

  app.get(
    '/appeal/:id/history-mails',
    {
      schema: {
        tags,
        summary: "The appeal's emails, newest first, with their delivery events",
        params: ZIdParams,
        response: { 200: ZAppealMails, ...reads },
      },
    },
    async (request) => getAppealMails(app.db, actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/appeal/:id/mail/:mailId/resend',
      schema: {
        tags,
        summary: 'Send one of the appeal’s emails again',
        description:
          'A new outbox message (resendOfId); a worker email’s link gets a fresh key. Answers the mail history.',
        params: ZAppealMailParams,
        response: { 201: ZAppealMails, ...writes },
      },
    },
    {
      command: (request, actor) => resendAppealMail(app.db, actor, request.params.id, request.params.mailId),
      read: (request, actor) => getAppealMails(app.db, actor, request.params.id),
      status: 201,
    },
  );
};
