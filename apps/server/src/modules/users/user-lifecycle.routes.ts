import {
  ZBulkArchiveResult,
  ZBulkUserIds,
  ZForcePasswordResetResult,
  ZNoContent,
  ZUser,
  ZUserIdParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { archiveUser, bulkArchive, deleteUser, forcePasswordReset, restoreUser } from './user-lifecycle.service.ts';

const params = ZUserIdParams;
const errors = errorResponses(400, 401, 403, 404, 409);

/** Archive, restore, delete, bulk archive (spec §4 user states, §6 bulk archive rule). */
export const userLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/:userId/archive',
    {
      schema: {
        tags: ['users'],
        summary: 'Archive a user: no sign-in, every session and API key ends',
        description:
          'Not yourself (403 errors.cannotArchiveYourself); not the only admin of a company (409 errors.lastAdmin).',
        params,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => archiveUser(app.db, actorOf(request), request.params.userId),
  );

  app.put(
    '/users/:userId/restore',
    {
      schema: {
        tags: ['users'],
        summary: 'Restore an archived user (active, or invited when never registered)',
        description: 'Refused in an archived company (409 errors.cannotActivateUserInInactiveCompany).',
        params,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => restoreUser(app.db, actorOf(request), request.params.userId),
  );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/users/:userId/delete',
      schema: {
        tags: ['users'],
        summary: 'Delete a user (kept for history; the email becomes free)',
        description: 'Refused while the user holds seats on live engagements (409 errors.usersHaveAssignedRoles).',
        params,
        response: { 204: ZNoContent, ...errors },
      },
    },
    (request) => deleteUser(app.db, actorOf(request), request.params.userId),
  );

  app.post(
    '/users/archive',
    {
      schema: {
        tags: ['users'],
        summary: 'Archive many users at once (all or nothing)',
        description:
          'Users holding seats on live engagements or open assessments cannot be bulk archived: 409 errors.usersHaveAssignedRoles with `errors` keyed by their ids, and nothing changes.',
        body: ZBulkUserIds,
        response: { 200: ZBulkArchiveResult, ...errors },
      },
    },
    async (request) => bulkArchive(app.db, actorOf(request), request.body.userIds),
  );

  app.put(
    '/users/:userId/force-password-reset',
    {
      schema: {
        tags: ['users'],
        summary: 'Require a password change at the next sign-in; current sessions end',
        params,
        response: { 200: ZForcePasswordResetResult, ...errors },
      },
    },
    async (request) => forcePasswordReset(app.db, actorOf(request), [request.params.userId]),
  );

  app.post(
    '/users/force-password-reset',
    {
      schema: {
        tags: ['users'],
        summary: 'Require a password change at the next sign-in for many users (all or nothing)',
        body: ZBulkUserIds,
        response: { 200: ZForcePasswordResetResult, ...errors },
      },
    },
    async (request) => forcePasswordReset(app.db, actorOf(request), request.body.userIds),
  );
};
