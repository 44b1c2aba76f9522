import {
  ZIdParams,
  ZInvitationResult,
  ZInviteClientAdmin,
  ZInviteClientUsers,
  ZInvitedUser,
  ZInviteProviderUsers,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { inviteClientAdmin } from './client-admin-invitation.ts';
import { inviteClientUsers, inviteProviderUsers } from './invitation.service.ts';
import { acceptInvitation, rejectInvitation, resendInvitation } from './pending-invitation.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.publicUrl;

  app.post(
    '/client-users',
    {
      schema: {
        tags: ['users'],
        summary: 'Invite people to a company you manage (comma-separated emails)',
        description:
          'Invalid or already-used addresses answer 422 errors.invalidEmails with errors.invalidEmails and errors.usedEmails listing them; nothing is sent then. In a client awaiting activation the invitees wait (awaiting_invitation) for a provider admin.',
        body: ZInviteClientUsers,
        response: { 201: ZInvitationResult, ...errors },
      },
    },
    async (request, reply) => {
      const users = await inviteClientUsers(app.db, actorOf(request), request.body, publicUrl);
      return reply.status(201).send({ users });
    },
  );

  app.post(
    '/gt-users',
    {
      schema: {
        tags: ['users'],
        summary: 'Invite provider users (provider admins)',
        body: ZInviteProviderUsers,
        response: { 201: ZInvitationResult, ...errors },
      },
    },
    async (request, reply) => {
      const users = await inviteProviderUsers(app.db, actorOf(request), request.body.emails, publicUrl);
      return reply.status(201).send({ users });
    },
  );

  app.put(
    '/users/:id/resend-invitation',
    {
      schema: {
        tags: ['users'],
        summary: 'Send a new registration link; the previous one stops working',
        description: 'Limited to 5 resends per address and 20 per client within an hour: then 429 with Retry-After.',
        params: ZIdParams,
        response: { 200: ZInvitedUser, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => resendInvitation(app.db, actorOf(request), request.params.id, publicUrl, request.ip),
  );

  app.put(
    '/users/:id/accept-invitation',
    {
      schema: {
        tags: ['users'],
        summary: 'Send an invitation that waited for the client (provider admins)',
        params: ZIdParams,
        response: { 200: ZInvitedUser, ...errors },
      },
    },
    async (request) => acceptInvitation(app.db, actorOf(request), request.params.id, publicUrl),
  );

  app.put(
    '/users/:id/reject-invitation',
    {
      schema: {
        tags: ['users'],
        summary: 'Refuse an invitation that waited for the client (provider admins)',
        params: ZIdParams,
        response: { 200: ZInvitedUser, ...errors },
      },
    },
    async (request) => rejectInvitation(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/companies/:id/invite-client-admin',
    {
      schema: {
        tags: ['companies'],
        summary: 'Invite the admin of a client or subsidiary that has no active admin (provider staff)',
        params: ZIdParams,
        body: ZInviteClientAdmin,
        response: { 201: ZInvitedUser, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteClientAdmin(app.db, actorOf(request), request.params.id, request.body, publicUrl)),
  );
};
