import { ZTransferManagedCompanies, ZTransferManagedCompaniesResult, ZUser, ZUserIdParams } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { promoteToProviderAdmin, revokeProviderAdmin, transferManagedCompanies } from './provider-staff.service.ts';

const params = ZUserIdParams;
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Provider staff roles and the clients they manage (provider admins only). */
export const providerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/:userId/promote-gt',
    {
      schema: {
        tags: ['users'],
        summary: 'Make a provider user a provider admin (provider admins)',
        description: 'Only an active provider user (409 errors.notProviderStaff otherwise).',
        params,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => promoteToProviderAdmin(app.db, actorOf(request), request.params.userId),
  );

  app.put(
    '/users/:userId/revoke-admin',
    {
      schema: {
        tags: ['users'],
        summary: 'Make a provider admin a provider user again (provider admins)',
        description: 'Not yourself (403 errors.cannotRevokeYourself), so one provider admin always remains.',
        params,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => revokeProviderAdmin(app.db, actorOf(request), request.params.userId),
  );

  app.put(
    '/users/:userId/managed-companies',
    {
      schema: {
        tags: ['users'],
        summary: 'Hand every client the person manages to another member of provider staff (provider admins)',
        description: 'newManagerEmail: another active provider user (422 errors.managerMustBeProviderUser).',
        params,
        body: ZTransferManagedCompanies,
        response: { 200: ZTransferManagedCompaniesResult, ...errors },
      },
    },
    async (request) => transferManagedCompanies(app.db, actorOf(request), request.params.userId, request.body),
  );
};
