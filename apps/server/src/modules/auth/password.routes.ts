import {
  ZErrorResponse,
  ZPasswordChange,
  ZPasswordYearsValidation,
  ZPasswordYearsValidationResponse,
  ZTokenParams,
  ZTokenPasswordYearsValidation,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { actorOf } from '../../plugins/auth.ts';
import { changePasswordWithToken, findPasswordToken, usedRecently } from './password.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/password-reset-tokens/:token/password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Complete a forced password change (after login answered CHANGE_PASSWORD_NEEDED)',
        params: ZTokenParams,
        body: ZPasswordChange,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await changePasswordWithToken(app.db, request.params.token, request.body);
      return reply.status(204).send(null);
    },
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
        response: { 200: ZPasswordYearsValidationResponse, ...errors },
      },
    },
    async (request) => {
      const row = await findPasswordToken(app.db, request.params.token, request.body.tokenType);
      return { valid: !(await usedRecently(app.db, row.userId, request.body.password)) };
    },
  );

  app.post(
    '/users/:userId/password-years-validation',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether the signed-in user may choose this password (not used in the last 4 years)',
        params: z.object({ userId: z.uuid() }),
        body: ZPasswordYearsValidation,
        response: { 200: ZPasswordYearsValidationResponse, ...errors },
      },
    },
    async (request) => {
      if (actorOf(request).id !== request.params.userId) throw notFound('User');
      return { valid: !(await usedRecently(app.db, request.params.userId, request.body.password)) };
    },
  );
};
