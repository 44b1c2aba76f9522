import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerStaffRoutes } from './provider-staff.routes.ts';
import { userRoutes } from './user.routes.ts';
import { userAccountRoutes } from './user-account.routes.ts';
import { userLifecycleRoutes } from './user-lifecycle.routes.ts';
import { userMediaRoutes } from './user-media.routes.ts';
import { userRoleRoutes } from './user-roles.routes.ts';

/** Users: profile and lists, lifecycle, roles, avatar and phone, provider staff, contacts and terms. */
export const usersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(userLifecycleRoutes);
  await app.register(userRoleRoutes);
  await app.register(userMediaRoutes);
  await app.register(providerStaffRoutes);
  await app.register(userAccountRoutes);
  await app.register(userRoutes);
};
