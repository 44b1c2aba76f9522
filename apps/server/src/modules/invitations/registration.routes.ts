import {
  REGISTRATION_TOKEN_ROUTE_PATTERN,
  ZConfirmInvitation,
  ZLoginResponse,
  ZRegister,
  ZRegistrationInfo,
  ZRegistrationTokenParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { confirmInvitation, register, registrationInfo } from './registration.service.ts';

/** The token segment; its pattern keeps these public routes apart from GET /api/users/{userId}. */
const TOKEN = `:token(${REGISTRATION_TOKEN_ROUTE_PATTERN})`;
const errors = errorResponses(400, 404, 409, 422);

/** Invitation-based registration (spec §2, §7); public: the registration link is the credential. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/users/${TOKEN}`,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'What an invitation link is for; 404 errors.tokenInvalid when it expired or was used',
        params: ZRegistrationTokenParams,
        response: { 200: ZRegistrationInfo, ...errorResponses(404) },
      },
    },
    async (request) => registrationInfo(app.db, request.params.token),
  );

  app.post(
    `/users/${TOKEN}`,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Register from an invitation (the client admin of a new client also gives its tax number)',
        description:
          'Activates the invited user (and, with taxNumber, their company) and signs them in: the answer is the same as POST /api/login.',
        params: ZRegistrationTokenParams,
        body: ZRegister,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request) => register(app.db, app.tokens, request.params.token, request.body),
  );

  app.put(
    `/users/${TOKEN}/confirm`,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation sent to an existing account, with its current password',
        params: ZRegistrationTokenParams,
        body: ZConfirmInvitation,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request) => confirmInvitation(app.db, app.tokens, request.params.token, request.body),
  );
};
