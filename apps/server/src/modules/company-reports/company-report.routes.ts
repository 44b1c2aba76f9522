import { ZCompanyReport, ZIdParams, ZNoContent } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { AttachmentTokens } from '../documents/attachment-token.ts';
import { deleteCompanyReport, getCompanyReport, requestCompanyReport } from './company-report.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const WHO =
  'Provider admins, the provider user managing the client, the client admin for the group and a company admin ' +
  'for their subsidiary, while they hold statistics.view; others of the company 403, anyone else 404.';

/** The company report (spec §3, §7): ask for it, follow it and download it, remove it. */
export const companyReportRoutes: FastifyPluginAsyncZod<{ tokens: AttachmentTokens }> = async (app, { tokens }) => {
  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/companies/:id/report',
      schema: {
        tags: ['companies'],
        summary: 'Ask for the company report (built in the background; answers it queued)',
        description:
          `A workbook of the company's engagements (a client's: its whole group), their latest determinations, ` +
          `risks, SDS deliveries and appeals. 202: queued; follow it with GET until status is created. Asking ` +
          `while one is being built answers that one; asking again later rebuilds it. ${WHO}`,
        params: ZIdParams,
        response: { 202: ZCompanyReport, ...errors },
      },
    },
    {
      command: (request, actor) => requestCompanyReport(app.db, app.storage, actor, request.params.id),
      read: (request, actor) => getCompanyReport(app.db, tokens, actor, request.params.id),
      status: 202,
    },
  );

  app.get(
    '/companies/:id/report',
    {
      schema: {
        tags: ['companies'],
        summary: 'The company report: status (queued, created, failed), progress and, once created, its file',
        description:
          'Once created, `file` carries a signed link: download it from /api/attachments/{attachmentId}?token= ' +
          `(5 minutes). 404 when the company has no report. ${WHO}`,
        params: ZIdParams,
        response: { 200: ZCompanyReport, ...errors },
      },
    },
    async (request) => getCompanyReport(app.db, tokens, actorOf(request), request.params.id),
  );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/companies/:id/report',
      schema: {
        tags: ['companies'],
        summary: 'Remove the company report and its file (a build under way stops)',
        description: `404 when the company has no report. ${WHO}`,
        params: ZIdParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request) => deleteCompanyReport(app.db, app.storage, actorOf(request), request.params.id),
  );
};
