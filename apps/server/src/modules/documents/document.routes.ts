import {
  ZAddDocuments,
  ZAddedDocuments,
  ZCreateDocumentComment,
  ZDocumentDetail,
  ZDocumentIdParams,
  ZDocumentListQuery,
  ZDocumentPage,
  ZEngagementDocumentParams,
  ZIdParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commandNoContent, commandThenRead, errorResponses } from '../../lib/route.ts';
import { attachment } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { AttachmentTokens } from './attachment-token.ts';
import {
  addDocuments,
  commentOnDocument,
  deleteDocument,
  getAddedDocuments,
  getDocument,
  getDocumentPage,
} from './document.service.ts';
import { zipDocuments } from './document-zip.ts';

const errors = errorResponses(400, 401, 403, 404);

/** An engagement's documents: the list, adding and deleting, comments, one document and the zip. */
export const documentRoutes: FastifyPluginAsyncZod<{ tokens: AttachmentTokens }> = async (app, { tokens }) => {
  app.get(
    '/engagements/:id/documents',
    {
      schema: {
        tags: ['documents'],
        summary: "A page of the engagement's documents (sort, creatorRole, page, perPage)",
        params: ZIdParams,
        querystring: ZDocumentListQuery,
        response: { 200: ZDocumentPage, ...errors },
      },
    },
    async (request) => getDocumentPage(app.db, actorOf(request), request.params.id, request.query),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/engagements/:id/documents',
      schema: {
        tags: ['documents'],
        summary: 'Keep uploaded attachments (POST /attachments) as documents of the engagement',
        description:
          "All or none. An attachment that is not the caller's own new upload: 400 errors.attachmentNotUsable.",
        params: ZIdParams,
        body: ZAddDocuments,
        response: { 201: ZAddedDocuments, ...errors },
      },
    },
    {
      command: (request, actor) => addDocuments(app.db, actor, request.params.id, request.body),
      read: (request, actor, ids) => getAddedDocuments(app.db, actor, request.params.id, ids),
      status: 201,
    },
  );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/engagements/:id/documents/:attachmentId',
      schema: {
        tags: ['documents'],
        summary: 'Delete a document (and its file and comments)',
        params: ZEngagementDocumentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    (request) => deleteDocument(app.db, app.storage, actorOf(request), request.params.id, request.params.attachmentId),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/engagements/documents/:documentId/comments',
      schema: {
        tags: ['documents'],
        summary: 'Comment on a document; answers the document with its comments',
        params: ZDocumentIdParams,
        body: ZCreateDocumentComment,
        response: { 201: ZDocumentDetail, ...errors },
      },
    },
    {
      command: (request, actor) => commentOnDocument(app.db, actor, request.params.documentId, request.body),
      read: (request, actor) => getDocument(app.db, tokens, actor, request.params.documentId),
      status: 201,
    },
  );

  app.get(
    '/documents/:documentId',
    {
      schema: {
        tags: ['documents'],
        summary: 'One document, its comments and a download link (5 minutes, for the caller only)',
        params: ZDocumentIdParams,
        response: { 200: ZDocumentDetail, ...errors },
      },
    },
    async (request) => getDocument(app.db, tokens, actorOf(request), request.params.documentId),
  );

  app.get(
    '/engagements/:id/download-documents',
    {
      schema: {
        tags: ['documents'],
        summary: "All of the engagement's documents in one zip (streamed)",
        params: ZIdParams,
        response: {
          200: {
            description: 'A zip archive',
            content: { 'application/zip': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const zip = await zipDocuments(app.db, app.storage, actorOf(request), request.params.id);
      return reply
        .type('application/zip')
        .header('Content-Disposition', attachment(zip.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .send(zip.body);
    },
  );
};
