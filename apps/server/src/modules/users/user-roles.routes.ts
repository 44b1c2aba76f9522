import {
  ZAffiliation,
  ZAffiliationQuery,
  ZChangeAmRole,
  ZChangeRoles,
  ZCompanyUserParams,
  ZDegradeToMember,
  ZIdParams,
  ZPromoteForAdmin,
  ZUser,
  ZUserIdParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf, authorizationTokenOf } from '../../plugins/auth.ts';
import { changeAmRole } from './am-role.service.ts';
import { changeRoles, checkAffiliation, degradeToMember, promoteForAdmin } from './user-roles.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const NEEDS_TOKEN = 'Needs X-Authorization-Token (not for provider admins).';

/** Promote, degrade, role changes with seat swaps, appeal-management roles (spec §4–§6). */
export const userRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/companies/:id/users/:userId/promote-for-admin',
    {
      schema: {
        tags: ['users'],
        summary: "Make the user the company's admin (one admin at a time)",
        description: `The current admin becomes oldAdminNewRole (approver, specialist or archived; 400 errors.oldAdminNewRoleRequired when missing); seats they can no longer hold pass to the new admin. ${NEEDS_TOKEN}`,
        params: ZCompanyUserParams,
        body: ZPromoteForAdmin,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) =>
      promoteForAdmin(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.userId,
        request.body,
        authorizationTokenOf(request),
      ),
  );

  app.put(
    '/companies/:id/users/:userId/degrade-to-member',
    {
      schema: {
        tags: ['users'],
        summary: 'The admin becomes a member (approver, specialist or client user)',
        description: `The only admin needs newAdminReplacement (a person of the company, who becomes admin; 409 errors.lastAdmin otherwise). Seats the new role cannot hold pass to the new admin. ${NEEDS_TOKEN}`,
        params: ZCompanyUserParams,
        body: ZDegradeToMember,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) =>
      degradeToMember(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.userId,
        request.body,
        authorizationTokenOf(request),
      ),
  );

  app.put(
    '/users/:userId/roles',
    {
      schema: {
        tags: ['users'],
        summary: 'Change a role and/or swap the person out of their seats',
        description: `newRole admin follows the promote rule (oldAdminNewRole), an admin stepping down the degrade rule (newAdminReplacement). Seats the new role cannot hold (all seats when the role stays) pass to emailToSwap, an active person of the same group (422 errors.userAssignedToAnotherCompany / errors.emailNotFoundOrUserNotActive; 409 errors.swapRequired when needed and missing). ${NEEDS_TOKEN}`,
        params: ZUserIdParams,
        body: ZChangeRoles,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) =>
      changeRoles(app.db, actorOf(request), request.params.userId, request.body, authorizationTokenOf(request)),
  );

  app.put(
    '/users/:userId/am-role',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the appeal-management role (one lead appeal manager per company)',
        description:
          'A new lead turns the old lead into an appeal manager. The lead stepping down names newLeadId (400 errors.leadAppealManagerReplacementRequired). Admins managing the user, or the lead appeal manager of their company.',
        params: ZUserIdParams,
        body: ZChangeAmRole,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => changeAmRole(app.db, actorOf(request), request.params.userId, request.body),
  );

  app.get(
    '/companies/:id/check-user-affiliation',
    {
      schema: {
        tags: ['users'],
        summary: "Whether the email is an active person of the company's group (swap role)",
        description: 'A person of another company: 422 errors.userAssignedToAnotherCompany.',
        params: ZIdParams,
        querystring: ZAffiliationQuery,
        response: { 200: ZAffiliation, ...errors },
      },
    },
    async (request) => checkAffiliation(app.db, actorOf(request), request.params.id, request.query.userEmail),
  );
};
