import {
  ZCreatedUserGuidances,
  ZCreateUserGuidances,
  ZIdParams,
  ZNoContent,
  ZUnseenUserGuidances,
  ZUserGuidanceDetail,
  ZUserGuidanceListQuery,
  ZUserGuidancePage,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { AttachmentTokens } from '../documents/attachment-token.ts';
import {
  addGuidances,
  deleteGuidance,
  getAddedGuidances,
  getGuidancePage,
  getUnseenGuidances,
  openGuidance,
} from './user-guidance.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** User guidance (spec §7): list, upload (provider admins), open, unseen, delete. */
export const userGuidanceRoutes: FastifyPluginAsyncZod<{ tokens: AttachmentTokens }> = async (app, { tokens }) => {
  app.get(
    '/user-guidances',
    {
      schema: {
        tags: ['user-guidance'],
        summary: 'The user guidance documents (everyone who works in the product)',
        querystring: ZUserGuidanceListQuery,
        response: { 200: ZUserGuidancePage, ...errors },
      },
    },
    async (request) => getGuidancePage(app.db, actorOf(request), request.query),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/user-guidances',
      schema: {
        tags: ['user-guidance'],
        summary: 'Add guidance documents: files uploaded before with POST /api/attachments (user_guidance.manage)',
        description:
          'The files pass the upload checks of POST /api/attachments (20 MB, PDF, images, DOCX, XLSX or CSV by ' +
          'their bytes). An id that is not the caller’s fresh upload: 400 errors.attachmentNotUsable on its position.',
        body: ZCreateUserGuidances,
        response: { 201: ZCreatedUserGuidances, ...errors },
      },
    },
    {
      command: (request, actor) => addGuidances(app.db, actor, request.body),
      read: (_request, actor, ids) => getAddedGuidances(app.db, actor, ids),
      status: 201,
    },
  );

  app.get(
    '/user-guidances/unseen',
    {
      schema: {
        tags: ['user-guidance'],
        summary: 'The guidance the caller has not opened yet, each with a signed link (5 minutes)',
        response: { 200: ZUnseenUserGuidances, ...errors },
      },
    },
    async (request) => getUnseenGuidances(app.db, tokens, actorOf(request)),
  );

  app.get(
    '/user-guidances/:id',
    {
      schema: {
        tags: ['user-guidance'],
        summary: 'One guidance document with a signed link (5 minutes); marks it seen for the caller',
        description: 'Open the file at /api/attachments/{attachmentId}?token= (preview=1 shows PDF and images inline).',
        params: ZIdParams,
        response: { 200: ZUserGuidanceDetail, ...errors },
      },
    },
    async (request) => openGuidance(app.db, tokens, actorOf(request), request.params.id),
  );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/user-guidances/:id',
      schema: {
        tags: ['user-guidance'],
        summary: 'Delete a guidance document and its file (user_guidance.manage)',
        params: ZIdParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    (request) => deleteGuidance(app.db, app.storage, actorOf(request), request.params.id),
  );
};
