import { ZContractorReportKeyParams, ZContractorReportLink, ZDownloadContractorReportQuery } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.ts';
import { attachment } from '../../lib/xlsx-reply.ts';
import { downloadContractorReport, openContractorReportLink } from './contractor-report-public.ts';

/**
 * Calls per minute per client address on each public contractor-report route. The address is
 * Fastify's `request.ip`, which follows the app's proxy setting (`trustProxy`): X-Forwarded-For
 * counts only as far as that setting trusts it.
 */
export const CONTRACTOR_REPORT_RATE_LIMIT = 30;

const rateLimit = {
  max: CONTRACTOR_REPORT_RATE_LIMIT,
  timeWindow: '1 minute',
  keyGenerator: (request: { ip: string }) => request.ip,
};

/** The contractor's side, without an account: the link page and the download with the code. */
export const contractorReportPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contractor-reports/:key',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['engagements'],
        summary: 'What a contractor link shows (public)',
        description: 'Unknown, held or expired links are a plain 404. Records when the link was first opened.',
        params: ZContractorReportKeyParams,
        response: { 200: ZContractorReportLink, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => openContractorReportLink(app.db, request.params.key),
  );

  app.get(
    '/download-contractor-report',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['engagements'],
        summary: 'Download the statement with the link key and the 8-digit code (public)',
        description:
          'A wrong code is 400 errors.invalidIndividualCode; the 5th wrong code in a row locks the link for 15 minutes (429 errors.individualCodeLocked, Retry-After). Unknown or expired link: 404.',
        querystring: ZDownloadContractorReportQuery,
        response: {
          200: {
            description: 'The statement',
            content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const file = await downloadContractorReport(app.db, app.storage, app.appConfig.jwtSecret, request.query);
      return reply.type(file.mime).header('Content-Disposition', attachment(file.fileName)).send(file.body);
    },
  );
};
