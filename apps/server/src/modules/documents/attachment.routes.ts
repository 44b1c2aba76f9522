import {
  ZAttachmentDownloadQuery,
  ZAttachmentParams,
  ZAttachmentTokenInfo,
  ZAttachmentTokenParams,
  ZAttachmentUploaded,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.ts';
import { storeUpload } from '../../lib/uploads.ts';
import { attachment } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  ATTACHMENT_UPLOAD_RULES,
  attachmentTokenInfo,
  downloadAttachment,
  uploadAttachments,
} from './attachment.service.ts';
import type { AttachmentTokens } from './attachment-token.ts';

/** Calls per minute per client address on the public link routes (a link is useless without its signature). */
const rateLimit = { max: 120, timeWindow: '1 minute', keyGenerator: (request: { ip: string }) => request.ip };

/** `inline; filename=…` for a preview; the download form is `attachment()`. */
const inline = (name: string) => attachment(name).replace(/^attachment/, 'inline');

/** Uploads, and the signed links that open a file without a session (a browser tab, an <iframe>). */
export const attachmentRoutes: FastifyPluginAsyncZod<{ tokens: AttachmentTokens }> = async (app, { tokens }) => {
  app.post(
    '/attachments',
    {
      config: { upload: { rules: ATTACHMENT_UPLOAD_RULES } },
      schema: {
        tags: ['documents'],
        summary: 'Upload files (multipart `file`, repeated): each becomes an attachment of the uploader',
        description:
          'multipart/form-data, up to 10 `file` parts of at most 20 MB: PDF, PNG, JPEG, GIF, WebP, DOCX, XLSX or CSV, ' +
          'recognised by the bytes, and the name must say the same (415 errors.fileExtensionUnsupported). Too big: 413 ' +
          'errors.fileTooBig; more than 10: 400 errors.tooManyFiles; a name over 190 characters: 400 ' +
          'errors.fileNameTooLong; an empty file: 400 errors.fileEmpty; an unreadable body: 400 ' +
          'errors.fileCouldNotBeLoaded; the store failing: 500 errors.uploadFailed. Keep them with POST ' +
          '/engagements/{id}/documents.',
        consumes: ['multipart/form-data'],
        response: { 201: ZAttachmentUploaded, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const uploaded = await uploadAttachments(app.db, actorOf(request), (rules) =>
        storeUpload(request, app.storage, 'attachments', rules),
      );
      return reply.code(201).send(uploaded);
    },
  );

  app.post(
    '/attachments/token/:token',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['documents'],
        summary: 'What a signed download link opens (public: the link is the proof)',
        description:
          'For the /attachments/{id} page: the file a link opens and until when. Expired: 403 ' +
          'errors.attachmentLinkExpired; forged, for another file, or its user no longer allowed: 404 errors.tokenInvalid.',
        params: ZAttachmentTokenParams,
        response: { 200: ZAttachmentTokenInfo, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => attachmentTokenInfo(app.db, tokens, request.params.token),
  );

  app.get(
    '/attachments/:attachmentId',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['documents'],
        summary: 'Download a file with its signed link (?token=); preview=1 shows PDF and images inline',
        description:
          'Links live 5 minutes and are bound to the file and the user who got them (GET /documents/{id}); the user ' +
          'must still be active and allowed. Only PDF and images are sent inline, and only with preview=1; every ' +
          'other file, or without preview, is an attachment. Always X-Content-Type-Options: nosniff.',
        params: ZAttachmentParams,
        querystring: ZAttachmentDownloadQuery,
        response: {
          200: {
            description: 'The file',
            content: { 'application/octet-stream': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          ...errorResponses(400, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const file = await downloadAttachment(app.db, app.storage, tokens, request.params.attachmentId, request.query);
      return reply
        .type(file.mime)
        .header('Content-Disposition', file.inline ? inline(file.name) : attachment(file.name))
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );
};
