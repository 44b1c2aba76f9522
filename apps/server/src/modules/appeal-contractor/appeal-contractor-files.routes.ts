import {
  ZAppealComment,
  ZAppealKeyCommentParams,
  ZAppealKeyParams,
  ZAppealReportQuery,
  ZAppealTokenAttachmentParams,
  ZAppealTokenCommentParams,
  ZDetachAttachments,
} from '@statera/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.ts';
import { storeUpload } from '../../lib/uploads.ts';
import { attachment } from '../../lib/xlsx-reply.ts';
import { presentWorkerComment } from './appeal-contractor.presenter.ts';
import { keyRouteConfig } from './appeal-contractor.routes.ts';
import { resolveAppealKey, resolveAttachmentToken } from './appeal-key-access.ts';
import { APPEAL_UPLOAD_RULES, attachContractorFiles, detachContractorFiles } from './contractor-comments.service.ts';
import {
  type AppealFile,
  appealAssessmentReport,
  downloadAppealAttachment,
  zipCommentFiles,
} from './contractor-files.service.ts';

const tags = ['appeals'];
const binary = (mime: string, description: string) => ({
  description,
  content: { [mime]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});
const send = (reply: FastifyReply, file: AppealFile) =>
  reply.type(file.mime).header('Content-Disposition', attachment(file.fileName)).send(file.body);
const tokenNote =
  'The {key} segment takes the 5-minute token of GET appeals/{key}/attachment-token, not the link key, so the key never appears in a file URL. A forged or expired token is 404 and counts as a wrong key.';

/** The worker's files: attach, detach, download one, a comment's zip, and the SDS by version. */
export const appealContractorFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.appConfig.jwtSecret;

  app.put(
    '/appeals/key/:key/comments/:commentId/attachments',
    {
      config: { ...keyRouteConfig, upload: { rules: APPEAL_UPLOAD_RULES } },
      schema: {
        tags,
        summary: 'The worker attaches a file to their draft (public, by link key)',
        description:
          "multipart/form-data with one `file` per request (the page sends several one after another): PDF, Word, Excel, CSV or a picture, recognised by its bytes (415 errors.fileExtensionUnsupported), at most 10 MB (413 errors.fileTooBig), not empty (400 errors.fileEmpty), name at most 190 characters (400 errors.fileNameTooLong), at most 10 files per comment (400 errors.tooManyFiles), and at most 50 files of 200 MB in all of the worker's on one appeal (409 errors.appealFileLimit).",
        consumes: ['multipart/form-data'],
        params: ZAppealKeyCommentParams,
        response: { 200: ZAppealComment, ...errorResponses(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const appeal = await resolveAppealKey(app.db, request.params.key, { ip: request.ip });
      await attachContractorFiles(app.db, appeal.id, request.params.commentId, (rules) =>
        storeUpload(request, app.storage, 'appeals', rules),
      );
      return presentWorkerComment(app.db, appeal, request.params.commentId);
    },
  );

  app.put(
    '/appeals/key/:key/comments/:commentId/attachments/detach',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'The worker removes files from their draft (public, by link key)',
        params: ZAppealKeyCommentParams,
        body: ZDetachAttachments,
        response: { 200: ZAppealComment, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const appeal = await resolveAppealKey(app.db, request.params.key, { ip: request.ip });
      await detachContractorFiles(app.db, app.storage, appeal.id, request.params.commentId, request.body);
      return presentWorkerComment(app.db, appeal, request.params.commentId);
    },
  );

  app.get(
    '/appeals/:key/assessment-report',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'The Status Determination Statement by version (public, by link key)',
        description: 'Without version: the statement the appeal is about.',
        params: ZAppealKeyParams,
        querystring: ZAppealReportQuery,
        response: { 200: binary('application/pdf', 'The statement'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const appeal = await resolveAppealKey(app.db, request.params.key, { ip: request.ip });
      return send(reply, await appealAssessmentReport(app.db, app.storage, appeal, request.query.version));
    },
  );

  app.get(
    '/appeals/:key/attachments/:attachmentId',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'One file of an appeal comment (public, by attachment token)',
        description: tokenNote,
        params: ZAppealTokenAttachmentParams,
        response: { 200: binary('application/octet-stream', 'The file'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const appeal = await resolveAttachmentToken(app.db, secret, request.params.key, { ip: request.ip });
      return send(reply, await downloadAppealAttachment(app.db, app.storage, appeal, request.params.attachmentId));
    },
  );

  app.get(
    '/appeals/:key/comments/:commentId/files',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'All files of an appeal comment as one zip (public, by attachment token)',
        description: tokenNote,
        params: ZAppealTokenCommentParams,
        response: { 200: binary('application/zip', 'The zip'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const appeal = await resolveAttachmentToken(app.db, secret, request.params.key, { ip: request.ip });
      return send(reply, await zipCommentFiles(app.db, app.storage, appeal, request.params.commentId));
    },
  );
};
