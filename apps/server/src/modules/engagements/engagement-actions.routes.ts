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

/** Changes to one engagement after it was logged: edit, archive, restore, delete, dates, transform; its history. */
export const engagementActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = (request: { params: { id: string } }, actor: Parameters<typeof getEngagement>[1]) =>
    getEngagement(app.db, actor, request.params.id);

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engagements/:id',
      schema: {
        tags,
        summary: 'Edit an engagement (department, service, value, agency, reference)',
        params: ZIdParams,
        body: ZUpdateEngagement,
        response: { 200: ZEngagement, ...errors },
      },
    },
    { command: (request, actor) => updateEngagement(app.db, actor, request.params.id, request.body), read },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engagements/:id/archive',
      schema: {
        tags,
        summary: 'Archive an engagement with a comment (its open assessments are archived)',
        params: ZIdParams,
        body: ZArchiveEngagement,
        response: { 200: ZEngagement, ...errors },
      },
    },
    { command: (request, actor) => archiveEngagement(app.db, actor, request.params.id, request.body), read },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engagements/:id/restore',
      schema: {
        tags,
        summary: 'Restore an archived engagement, optionally with new dates and a new assessment',
        params: ZIdParams,
        body: ZRestoreEngagement,
        response: { 200: ZEngagement, ...errors },
      },
    },
    { command: (request, actor) => restoreEngagement(app.db, actor, request.params.id, request.body), read },
  );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/engagements/:id/delete',
      schema: {
        tags,
        summary: 'Delete an engagement none of whose assessments was approved (soft delete)',
        params: ZIdParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    (request) => deleteEngagement(app.db, actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engagements/:id/dates',
      schema: {
        tags,
        summary: 'Extend (in-date engagements only) or shorten the contract; optionally a new assessment',
        params: ZIdParams,
        body: ZChangeEngagementDates,
        response: { 200: ZEngagement, ...errors },
      },
    },
    { command: (request, actor) => changeEngagementDates(app.db, actor, request.params.id, request.body), read },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engagements/:id/transform',
      schema: {
        tags,
        summary: 'Turn a test engagement into a normal one with the real worker and contract',
        params: ZIdParams,
        body: ZTransformEngagement,
        response: { 200: ZEngagement, ...errors },
      },
    },
    { command: (request, actor) => transformEngagement(app.db, actor, request.params.id, request.body), read },
  );

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
