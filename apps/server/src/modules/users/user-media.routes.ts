import { ZAvatarUpload, ZPhoneChange, ZPhoneCodeRequest, ZUser, ZUserIdParams } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { readAvatar, removeAvatar, setAvatar } from './avatar.service.ts';
import { confirmPhone, sendPhoneCode } from './phone.service.ts';

const params = ZUserIdParams;
const errors = errorResponses(400, 401, 403, 404);

/** Avatar and verified phone of a user (my account). */
export const userMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/:userId/avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'Set the avatar: base64 PNG, JPEG or WebP, at most 512 KB',
        description:
          'The type is read from the bytes (415 errors.fileExtensionUnsupported); too big: 413 errors.fileTooBig.',
        params,
        body: ZAvatarUpload,
        response: { 200: ZUser, ...errorResponses(413, 415), ...errors },
      },
    },
    async (request) => setAvatar(app.db, actorOf(request), request.params.userId, request.body.data),
  );

  app.get(
    '/users/:userId/avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'The avatar image (privately cacheable; the URL changes with the image)',
        params,
        response: { 200: z.any(), ...errors },
      },
      // After the global no-store hook: the avatar URL carries its version, so a private cache is safe.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) {
          reply.header('Cache-Control', 'private, max-age=86400');
          reply.removeHeader('Pragma');
        }
        return payload;
      },
    },
    async (request, reply) => {
      const avatar = await readAvatar(app.db, actorOf(request), request.params.userId);
      return reply.type(avatar.mime).header('Last-Modified', avatar.updatedAt.toUTCString()).send(avatar.data);
    },
  );

  app.delete(
    '/users/:userId/avatar',
    {
      schema: { tags: ['users'], summary: 'Remove the avatar', params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeAvatar(app.db, actorOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/:userId/phone-code',
    {
      schema: {
        tags: ['users'],
        summary: 'Text a 6-digit code to a new phone number (10 minutes, 5 tries)',
        description: 'The user themselves; one code per 30 seconds (429 with Retry-After).',
        params,
        body: ZPhoneCodeRequest,
        response: { 204: z.null(), ...errorResponses(429), ...errors },
      },
    },
    async (request, reply) => {
      await sendPhoneCode(app.db, actorOf(request), request.params.userId, request.body.phone);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/users/:userId/phone',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirm the new phone with the texted code',
        description: 'Wrong or expired code: 422 errors.smsCodeInvalid on smsCode.',
        params,
        body: ZPhoneChange,
        response: { 200: ZUser, ...errorResponses(422), ...errors },
      },
    },
    async (request) => confirmPhone(app.db, actorOf(request), request.params.userId, request.body),
  );
};
