import {
  CSV_ENTITIES,
  type TCsvEntity,
  ZCsvDownloadParams,
  ZCsvDownloadQuery,
  ZCsvImport,
  ZCsvKeyParams,
  ZCsvPreview,
  ZCsvProcessClients,
  ZCsvProcessEngagements,
  ZCsvProcessSubsidiaries,
  ZCsvProcessUsers,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.ts';
import { acceptUpload } from '../../lib/uploads.ts';
import { attachment } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import { demoFile } from './demo-files.ts';
import { parseImport } from './parse-import.ts';
import { cancelImport, getImport, processImport } from './process-import.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const PROCESS_BODIES = {
  engagements: ZCsvProcessEngagements,
  users: ZCsvProcessUsers,
  clients: ZCsvProcessClients,
  subsidiaries: ZCsvProcessSubsidiaries,
} as const;
const WHAT: Record<TCsvEntity, string> = {
  engagements: 'engagements (companyId; agencyId, invite, duplicate as the process call will have them)',
  users: 'people of a company (companyId)',
  clients: 'clients (provider admins)',
  subsidiaries: 'subsidiaries of a client (parentId)',
};

/** The nine CSV calls of spec §7, and the import's state and cancel (docs/decisions/csv-import.md). */
export const csvImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.publicUrl;

  for (const entity of CSV_ENTITIES) {
    app.post(
      `/${entity}-csv`,
      {
        schema: {
          tags: ['csv'],
          summary: `Parse a CSV or .xlsx file of ${entity}: the preview with every row's errors; nothing is written`,
          description:
            `multipart/form-data: \`file\` (CSV in UTF-8 with or without BOM, or Windows-1252; or .xlsx; at most 20 MB ` +
            `and 50,000 rows) and the text fields \`delimiter\` (comma, semicolon, pipe, caret, tab; detected when ` +
            `absent) and those of ${WHAT[entity]}. The answer's key is what POST csv/{key}/${entity} takes, for 24 hours. ` +
            'Too big: 413 errors.fileTooBig; too many rows: 413 csvImport.errors.tooManyRows; not CSV or .xlsx: 415.',
          consumes: ['multipart/form-data'],
          response: { 200: ZCsvPreview, ...errorResponses(413, 415), ...errors },
        },
      },
      async (request) =>
        parseImport(app.db, app.storage, actorOf(request), entity, (rules) => acceptUpload(request, rules), publicUrl),
    );

    app.post(
      `/csv/:key/${entity}`,
      {
        schema: {
          tags: ['csv'],
          summary: `Import the parsed file of ${entity}: all rows or none, as a background job (202)`,
          description:
            'Queues the import and answers 202 with its state; follow it with GET csv/{key}. The job checks every ' +
            'row again and writes all of them in one transaction, or none: a row error fails it with ' +
            'validationFailed and the rows. 409 csvImport.errors.running while this file is being imported into ' +
            'the same place; 409 csvImport.errors.completed once the key was imported.',
          params: ZCsvKeyParams,
          body: PROCESS_BODIES[entity],
          response: { 202: ZCsvImport, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await processImport(app.db, actorOf(request), entity, request.params.key, request.body as object)),
    );
  }

  app.get(
    '/csv/:entity/download',
    {
      schema: {
        tags: ['csv'],
        summary: 'The demo file of an import: its header row and two rows that import cleanly',
        params: ZCsvDownloadParams,
        querystring: ZCsvDownloadQuery,
        response: {
          200: {
            description: 'The CSV file',
            content: { 'text/csv': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = demoFile(actorOf(request), request.params.entity, request.query.delimiter);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(file.fileName))
        .send(file.body);
    },
  );

  app.get(
    '/csv/:key',
    {
      schema: {
        tags: ['csv'],
        summary: "An import's state: its progress, its rows' errors or its result",
        params: ZCsvKeyParams,
        response: { 200: ZCsvImport, ...errors },
      },
    },
    async (request) => getImport(app.db, actorOf(request), request.params.key),
  );

  app.put(
    '/csv/:key/cancel',
    {
      schema: {
        tags: ['csv'],
        summary: 'Cancel a queued or running import: nothing of it is written',
        params: ZCsvKeyParams,
        response: { 200: ZCsvImport, ...errors },
      },
    },
    async (request) => cancelImport(app.db, actorOf(request), request.params.key),
  );
};
