import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationRoutes } from './invitation.routes.ts';
import { registrationRoutes } from './registration.routes.ts';

/** Invitations and registration from them. */
export const invitationsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitationRoutes);
  await app.register(registrationRoutes);
};
