import {
  ZNoContent,
  ZPasswordChange,
  ZPasswordYearsValidation,
  ZPasswordYearsValidationResponse,
  ZTokenParams,
  ZTokenPasswordYearsValidation,
  ZUserIdParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { changePasswordWithToken, validateOwnPassword, validatePasswordForToken } from './password.service.ts';

const errors = errorResponses(400, 401, 404);

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  commandNoContent(
    app,
    {
      method: 'PUT',
      url: '/password-reset-tokens/:token/password',
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Complete a forced password change (after login answered CHANGE_PASSWORD_NEEDED)',
        params: ZTokenParams,
        body: ZPasswordChange,
        response: { 204: ZNoContent, ...errors },
      },
    },
    (request) => changePasswordWithToken(app.db, request.params.token, request.body),
  );

  app.post(
    '/password-tokens/:token/password-years-validation',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Whether a password is free to use (not used in the last 4 years) for the holder of a token',
        params: ZTokenParams,
        body: ZTokenPasswordYearsValidation,
        response: { 200: ZPasswordYearsValidationResponse, ...errors, ...errorResponses(429) },
      },
    },
    async (request) =>
      validatePasswordForToken(app.db, request.params.token, request.body.tokenType, request.body.password),
  );

  app.post(
    '/users/:userId/password-years-validation',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether the signed-in user may choose this password (not used in the last 4 years)',
        params: ZUserIdParams,
        body: ZPasswordYearsValidation,
        response: { 200: ZPasswordYearsValidationResponse, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => validateOwnPassword(app.db, actorOf(request), request.params.userId, request.body.password),
  );
};
