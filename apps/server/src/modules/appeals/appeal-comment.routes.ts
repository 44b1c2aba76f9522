import {
  type TAttachAttachments,
  ZAppeal,
  ZAppealCommentAttachmentParams,
  ZAppealCommentInput,
  ZAppealCommentParams,
  ZAppealCommentUpdate,
  ZAttachAttachments,
  ZDetachAttachments,
  ZIdParams,
  ZManagementComment,
} from '@statera/shared';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { storeUpload } from '../../lib/uploads.ts';
import { attachment } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getAppeal } from './appeal.service.ts';
import {
  APPEAL_ATTACHMENT_UPLOAD,
  attachToAppealComment,
  attachUploadsToAppealComment,
  detachFromAppealComment,
  downloadManagerAttachment,
} from './appeal-attachments.ts';
import {
  addAppealComment,
  addManagementComment,
  deleteAppealComment,
  deleteManagementComment,
  updateAppealComment,
  updateManagementComment,
} from './appeal-comments.ts';

const writes = errorResponses(400, 401, 403, 404, 409);
const tags = ['appeals'];

/**
 * The JSON body of an attach by ids, checked here by the same zod validator as every route body (the
 * route also takes multipart, so it declares no body schema): a refusal is the usual 400.
 */
function attachmentIdsOf(body: unknown): TAttachAttachments {
  const check = validatorCompiler({ schema: ZAttachAttachments, method: 'PUT', url: '', httpPart: 'body' });
  const result = check(body ?? {}) as { error?: unknown[]; value?: TAttachAttachments };
  if (result.error) throw Object.assign(new Error('Some fields are not valid.'), { validation: result.error });
  return result.value!;
}

/** The manager's comments in the shared threads and the internal management notes. Each answers the appeal. */
export const appealCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = (request: { params: { id: string } }, actor: Parameters<typeof getAppeal>[1]) =>
    getAppeal(app.db, actor, request.params.id);

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/appeals/:id/comments',
      schema: {
        tags,
        summary: 'Comment in a shared thread (appeal, supporting, additional); a draft until submitted',
        params: ZIdParams,
        body: ZAppealCommentInput,
        response: { 201: ZAppeal, ...writes },
      },
    },
    { command: (r, actor) => addAppealComment(app.db, actor, r.params.id, r.body), read, status: 201 },
  );
  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/appeals/:id/comments/:commentId',
      schema: {
        tags,
        summary: 'Edit one’s comment (and submit a draft)',
        params: ZAppealCommentParams,
        body: ZAppealCommentUpdate,
        response: { 200: ZAppeal, ...writes },
      },
    },
    { command: (r, actor) => updateAppealComment(app.db, actor, r.params.id, r.params.commentId, r.body), read },
  );
  commandThenRead(
    app,
    {
      method: 'DELETE',
      url: '/appeals/:id/comments/:commentId',
      schema: {
        tags,
        summary: 'Delete one’s draft comment',
        params: ZAppealCommentParams,
        response: { 200: ZAppeal, ...writes },
      },
    },
    { command: (r, actor) => deleteAppealComment(app.db, actor, r.params.id, r.params.commentId), read },
  );
  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/appeals/:id/management-comments',
      schema: {
        tags,
        summary: 'Add an internal note (the worker never sees it)',
        params: ZIdParams,
        body: ZManagementComment,
        response: { 201: ZAppeal, ...writes },
      },
    },
    { command: (r, actor) => addManagementComment(app.db, actor, r.params.id, r.body), read, status: 201 },
  );
  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/appeals/:id/management-comments/:commentId',
      schema: {
        tags,
        summary: 'Edit one’s internal note',
        params: ZAppealCommentParams,
        body: ZManagementComment,
        response: { 200: ZAppeal, ...writes },
      },
    },
    { command: (r, actor) => updateManagementComment(app.db, actor, r.params.id, r.params.commentId, r.body), read },
  );
  commandThenRead(
    app,
    {
      method: 'DELETE',
      url: '/appeals/:id/management-comments/:commentId',
      schema: {
        tags,
        summary: 'Delete one’s internal note',
        params: ZAppealCommentParams,
        response: { 200: ZAppeal, ...writes },
      },
    },
    { command: (r, actor) => deleteManagementComment(app.db, actor, r.params.id, r.params.commentId), read },
  );

  app.get(
    '/appeals/:id/comments/:commentId/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Download a file of an appeal comment (those who may view the appeal)',
        description:
          'Submitted comments of every thread, internal notes included, and the reader’s own drafts; anything else is 404.',
        params: ZAppealCommentAttachmentParams,
        response: {
          200: {
            description: 'The file, as a download',
            content: { 'application/octet-stream': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          ...errorResponses(),
        },
      },
    },
    async (request, reply) => {
      const { id, commentId, attachmentId } = request.params;
      const file = await downloadManagerAttachment(app.db, app.storage, actorOf(request), id, commentId, attachmentId);
      return reply.type(file.mime).header('Content-Disposition', attachment(file.fileName)).send(file.body);
    },
  );
  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/appeals/:id/comments/:commentId/attachments',
      config: { upload: { rules: APPEAL_ATTACHMENT_UPLOAD, json: ZAttachAttachments } },
      // A JSON body is validated where every body is, before the handler (a multipart one by its rules).
      preValidation: async (request: FastifyRequest) => {
        if (!request.isMultipart()) request.body = attachmentIdsOf(request.body);
      },
      schema: {
        tags,
        summary: 'Attach files to one’s comment (multipart: file, file2…file5; or JSON attachmentIds)',
        description:
          'Multipart: at most 5 files a request and 10 a comment, each at most 10 MB: PDF, PNG, JPEG, WebP, GIF, DOCX or XLSX, recognised by their bytes (415 errors.fileExtensionUnsupported); too big: 413 errors.fileTooBig; too many: 400 errors.tooManyFiles; a name over 190 characters: 400 errors.fileNameTooLong; empty: 400 errors.fileEmpty. JSON `{ attachmentIds }` (spec §7): files uploaded before with POST /api/attachments by the author and kept nowhere yet; any other id is 400 errors.attachmentNotUsable on its position.',
        consumes: ['multipart/form-data', 'application/json'],
        params: ZAppealCommentParams,
        response: { 200: ZAppeal, ...errorResponses(413, 415), ...writes },
      },
    },
    {
      command: (r, actor) =>
        r.isMultipart()
          ? attachToAppealComment(app.db, actor, r.params.id, r.params.commentId, (rules) =>
              storeUpload(r, app.storage, 'appeals', rules),
            )
          : attachUploadsToAppealComment(
              app.db,
              actor,
              r.params.id,
              r.params.commentId,
              () => r.body as TAttachAttachments,
            ),
      read,
    },
  );
  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/appeals/:id/comments/:commentId/attachments/detach',
      schema: {
        tags,
        summary: 'Remove files from one’s comment',
        params: ZAppealCommentParams,
        body: ZDetachAttachments,
        response: { 200: ZAppeal, ...writes },
      },
    },
    {
      command: (r, actor) =>
        detachFromAppealComment(app.db, app.storage, actor, r.params.id, r.params.commentId, r.body),
      read,
    },
  );
};
