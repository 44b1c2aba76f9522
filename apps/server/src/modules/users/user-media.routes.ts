import { ZPhoneChange, ZPhoneCodeRequest, ZPhoneCodeSent, ZUser, ZUserIdParams } from '@statera/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.ts';
import { acceptUpload } from '../../lib/uploads.ts';
import { actorOf } from '../../plugins/auth.ts';
import { AVATAR_UPLOAD, readAvatar, removeAvatar, setAvatar } from './avatar.service.ts';
import { confirmPhone, sendPhoneCode } from './phone.service.ts';

const params = ZUserIdParams;
const errors = errorResponses(400, 401, 403, 404);
/** An image answer: its own type (PNG, JPEG, …), as OpenAPI says of a binary body. */
const imageResponse = (description: string) => ({
  description,
  content: { 'image/*': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});

/** Avatar and verified phone of a user (my account). */
export const userMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/:userId/avatar',
    {
      config: { upload: { rules: AVATAR_UPLOAD } },
      schema: {
        tags: ['users'],
        summary: 'Set the avatar: multipart photo (cropped), original and photoParams',
        description:
          'multipart/form-data: `photo` the cropped picture (PNG, JPEG, WebP or GIF, at most 512 KB), `original` the ' +
          'picture it was cropped from (at most 2 MB), or `originalPhotoId` to crop the kept original again, and ' +
          '`photoParams` the crop as JSON {x, y, width, height}. Types are read from the bytes (415 ' +
          'errors.fileExtensionUnsupported); too big: 413 errors.fileTooBig; more than 2 files: 400 ' +
          'errors.tooManyFiles; a file name over 190 characters: 400 errors.fileNameTooLong.',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: ZUser, ...errorResponses(413, 415), ...errors },
      },
    },
    async (request) =>
      setAvatar(app.db, app.storage, actorOf(request), request.params.userId, (rules) => acceptUpload(request, rules)),
  );

  const image =
    (which: 'photo' | 'original') =>
    async (request: FastifyRequest<{ Params: { userId: string } }>, reply: FastifyReply) => {
      const avatar = await readAvatar(app.db, app.storage, actorOf(request), request.params.userId, which);
      return reply
        .type(avatar.mime)
        .header('Content-Length', avatar.size)
        .header('Last-Modified', avatar.createdAt.toUTCString())
        .send(avatar.body);
    };
  // After the global no-store hook: the avatar URL carries its version, so a private cache is safe.
  const privatelyCached = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode === 200) {
      reply.header('Cache-Control', 'private, max-age=86400');
      reply.removeHeader('Pragma');
    }
    return payload;
  };

  app.get(
    '/users/:userId/avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'The avatar image (privately cacheable; the URL changes with the image)',
        params,
        response: { 200: imageResponse('The avatar image'), ...errors },
      },
      onSend: privatelyCached,
    },
    image('photo'),
  );

  app.get(
    '/users/:userId/avatar/original',
    {
      schema: {
        tags: ['users'],
        summary: 'The picture the avatar was cropped from (to crop it again)',
        description: 'Only for those who may change the avatar (403 otherwise); 404 errors.avatarNotFound when none.',
        params,
        response: { 200: imageResponse('The original picture'), ...errors },
      },
    },
    image('original'),
  );

  app.delete(
    '/users/:userId/avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'Remove the avatar and its original',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAvatar(app.db, app.storage, actorOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/:userId/phone-code',
    {
      schema: {
        tags: ['users'],
        summary: 'Text a 6-digit code to a new phone number (10 minutes, 5 tries)',
        description:
          'The user themselves; one code per 30 seconds (429 with Retry-After). The answer says whether the code was texted (`smsDelivery: texted`) or, in an installation without an SMS provider, only recorded in the SMS outbox (`recorded`). A provider that does not take the text: 503 errors.smsUnavailable with Retry-After, or 422 errors.phoneNotTextable on phone; nothing changes.',
        params,
        body: ZPhoneCodeRequest,
        response: { 200: ZPhoneCodeSent, ...errorResponses(422, 429, 503), ...errors },
      },
    },
    async (request) => sendPhoneCode(app.db, actorOf(request), request.params.userId, request.body.phone, app.sms),
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
