import {
  ZArchiveEngagement,
  ZChangeEngagementDates,
  ZEngagement,
  ZEngagementHistory,
  ZEngagementHistoryQuery,
  ZIdParams,
  ZNoContent,
  ZRestoreEngagement,
  ZTransformEngagement,
  ZUpdateEngagement,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { commandNoContent, commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { archiveEngagement, restoreEngagement } from './archive-engagement.ts';
import { changeEngagementDates } from './change-engagement-dates.ts';
import { deleteEngagement } from './delete-engagement.ts';
import { getEngagement } from './engagement.service.ts';
import { engagementHistory } from './engagement-history.ts';
import { transformEngagement } from './transform-engagement.ts';
import { updateEngagement } from './update-engagement.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['engagements'];

/** One change to an engagement by its id: where it lives, what OpenAPI says of it and the service it runs. */
interface EngagementChange {
  method: 'PUT' | 'DELETE';
  url: string;
  summary: string;
  /** The request body's schema (none for the delete). */
  body?: ZodType;
  /** 204 without a body instead of the engagement as the reader sees it afterwards. */
  noContent?: true;
  run: (db: Db, actor: Actor, id: string, input: unknown) => Promise<unknown>;
}

/** A PUT that answers the engagement: the body's schema and the service are checked against each other here. */
function put<B extends ZodType>(
  url: string,
  summary: string,
  body: B,
  run: (db: Db, actor: Actor, id: string, input: z.infer<B>) => Promise<unknown>,
): EngagementChange {
  // the route validates the body against `body` before `run` sees it
  return { method: 'PUT', url, summary, body, run: (db, actor, id, input) => run(db, actor, id, input as z.infer<B>) };
}

const CHANGES: readonly EngagementChange[] = [
  put(
    '/engagements/:id',
    'Edit an engagement (department, service, value, agency, reference)',
    ZUpdateEngagement,
    updateEngagement,
  ),
  put(
    '/engagements/:id/archive',
    'Archive an engagement with a comment (its open assessments are archived)',
    ZArchiveEngagement,
    archiveEngagement,
  ),
  put(
    '/engagements/:id/restore',
    'Restore an archived engagement, optionally with new dates and a new assessment',
    ZRestoreEngagement,
    restoreEngagement,
  ),
  {
    method: 'DELETE',
    url: '/engagements/:id/delete',
    summary: 'Delete an engagement none of whose assessments was approved (soft delete)',
    noContent: true,
    run: (db, actor, id) => deleteEngagement(db, actor, id),
  },
  put(
    '/engagements/:id/dates',
    'Extend (in-date engagements only) or shorten the contract; optionally a new assessment',
    ZChangeEngagementDates,
    changeEngagementDates,
  ),
  put(
    '/engagements/:id/transform',
    'Turn a test engagement into a normal one with the real worker and contract',
    ZTransformEngagement,
    transformEngagement,
  ),
];

/** Changes to one engagement after it was logged: edit, archive, restore, delete, dates, transform; its history. */
export const engagementActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = (request: { params: { id: string } }, actor: Actor) => getEngagement(app.db, actor, request.params.id);

  for (const c of CHANGES) {
    const common = { tags, summary: c.summary, params: ZIdParams, ...(c.body ? { body: c.body } : {}) };
    if (c.noContent) {
      commandNoContent(
        app,
        { method: c.method, url: c.url, schema: { ...common, response: { 204: ZNoContent, ...errors } } },
        (request) => c.run(app.db, actorOf(request), request.params.id, undefined),
      );
    } else {
      commandThenRead(
        app,
        { method: c.method, url: c.url, schema: { ...common, response: { 200: ZEngagement, ...errors } } },
        { command: (request, actor) => c.run(app.db, actor, request.params.id, request.body), read },
      );
    }
  }

  app.get(
    '/engagements/:id/history',
    {
      schema: {
        tags,
        summary: "The engagement's history of changes (from the audit events), newest first",
        params: ZIdParams,
        querystring: ZEngagementHistoryQuery,
        response: { 200: ZEngagementHistory, ...errors },
      },
    },
    async (request) => engagementHistory(app.db, actorOf(request), request.params.id, request.query),
  );
};
