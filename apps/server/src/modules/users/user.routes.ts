import {
  ZCompanyUserListQuery,
  ZGtManagers,
  ZGtUserOptions,
  ZGtUserOptionsQuery,
  ZIdParams,
  ZPermissionsCheck,
  ZPermissionsQuery,
  ZUpdateUser,
  ZUser,
  ZUserIdParams,
  ZUserListQuery,
  ZUserPage,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { jsonOrXlsx, sendXlsx } from '../../lib/xlsx-reply.ts';
import { actorOf, authorizationTokenOf } from '../../plugins/auth.ts';
import { getUser, updateUser } from './user.service.ts';
import { exportCompanyUsers, exportUsers } from './user-export.ts';
import { listCompanyUsers, listUsers } from './user-list.service.ts';
import { gtManagers, gtUserOptions } from './user-options.service.ts';
import { checkPermissions } from './user-permissions.service.ts';

const userParams = ZUserIdParams;
const errors = errorResponses(400, 401, 403, 404);

/** A user, its edit and permissions, the user lists and the provider-staff options. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:userId',
    {
      config: { apiUsers: true },
      schema: {
        tags: ['users'],
        summary: 'A user (spec §3), with what the signed-in user may do to them',
        description:
          'abilities: the actions of the viewer on this user; when it is themselves, also the app-wide abilities the navigation is built from.',
        params: userParams,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => getUser(app.db, actorOf(request), request.params.userId),
  );

  app.put(
    '/users/:userId',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit a user: own profile, or names and email of people the actor manages',
        description:
          'Changing email, password, sign-in verification or permissions needs X-Authorization-Token (not for provider admins). A password change needs oldPassword (422 errors.wrongPassword) and a password not used in 4 years. Email taken: 409 errors.emailTaken.',
        params: userParams,
        body: ZUpdateUser,
        response: { 200: ZUser, ...errorResponses(409, 422), ...errors },
      },
    },
    async (request) =>
      updateUser(app.db, actorOf(request), request.params.userId, request.body, authorizationTokenOf(request)),
  );

  app.get(
    '/users/:userId/permissions',
    {
      config: { apiUsers: true },
      schema: {
        tags: ['users'],
        summary: 'Which of the asked permissions the user holds (granted: any of them)',
        params: userParams,
        querystring: ZPermissionsQuery,
        response: { 200: ZPermissionsCheck, ...errors },
      },
    },
    async (request) => checkPermissions(app.db, actorOf(request), request.params.userId, request.query.permissions),
  );

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary:
          'All users (provider admins) or the people of managed clients (provider users); format=xls: users.xlsx',
        querystring: ZUserListQuery,
        response: { 200: jsonOrXlsx(ZUserPage), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.format === 'xls') return sendXlsx(reply, await exportUsers(app.db, actor, request.query));
      return listUsers(app.db, actor, request.query);
    },
  );

  app.get(
    '/companies/:id/users',
    {
      schema: {
        tags: ['users'],
        summary: 'People of a company tree, for those who manage it; format=xls: company_users.xlsx',
        params: ZIdParams,
        querystring: ZCompanyUserListQuery,
        response: { 200: jsonOrXlsx(ZUserPage), ...errors },
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      const actor = actorOf(request);
      if (query.format === 'xls') return sendXlsx(reply, await exportCompanyUsers(app.db, actor, params.id, query));
      return listCompanyUsers(app.db, actor, params.id, query);
    },
  );

  app.get(
    '/gt-user-options',
    {
      schema: {
        tags: ['users'],
        summary: 'Provider staff to choose from (provider admins)',
        description:
          "valueField (id or email, default id) names the person's field each option carries as `value`; initialValue is of that field.",
        querystring: ZGtUserOptionsQuery,
        response: { 200: ZGtUserOptions, ...errors },
      },
    },
    async (request) => gtUserOptions(app.db, actorOf(request), request.query),
  );

  app.get(
    '/gt-managers',
    {
      schema: {
        tags: ['users'],
        summary: 'Provider staff who manage clients, with how many (provider admins)',
        response: { 200: ZGtManagers, ...errors },
      },
    },
    async (request) => gtManagers(app.db, actorOf(request)),
  );
};
