import { ZContractorReportHistory, ZIdParams, ZResendContractorReport, ZSendContractorReport } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getContractorReportHistory } from './contractor-report-history.ts';
import type { LinkConfig } from './contractor-report-mail.ts';
import { resendContractorReport, sendContractorReport } from './send-contractor-report.ts';

/** Sending an engagement's statement to the worker and the fee-payer chain, and the receipts. */
export const contractorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = (): LinkConfig => ({
    publicUrl: app.publicUrl,
    secret: app.appConfig.jwtSecret,
  });

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/engagements/:id/send-contractor-report',
      schema: {
        tags: ['engagements'],
        summary: 'Send the statement (SDS) to the worker, the agency and other addresses',
        description:
          "Sends the newest generated statement of the newest approved assessment (409 errors.noContractorReport when there is none). The engaged individual (worker) and the agency are added from the engagement; `emails` adds others. Each recipient gets a link email and, separately, an 8-digit code email; when the group sets a contractor-notification frequency they are held for the digest (delayedUntil). One address gets at most 3 sendings (sends and resends) of an engagement's statement and 50 in all within 24 hours: beyond, 429 errors.recipientEmailLimit with Retry-After and nothing is sent. Answers the history.",
        params: ZIdParams,
        body: ZSendContractorReport,
        response: { 201: ZContractorReportHistory, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    {
      command: (request, actor) => sendContractorReport(app.db, config(), actor, request.params.id, request.body),
      read: (request, actor) => getContractorReportHistory(app.db, actor, request.params.id),
      status: 201,
    },
  );

  app.get(
    '/engagements/:id/contractor-report-history-mails',
    {
      schema: {
        tags: ['engagements'],
        summary: 'The sendings of the statement, newest first, with per-recipient receipts',
        params: ZIdParams,
        response: { 200: ZContractorReportHistory, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getContractorReportHistory(app.db, actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/resend-contractor-report',
      schema: {
        tags: ['engagements'],
        summary: 'Send a sending again to the same recipients with new links and codes',
        description:
          "A new sending of the same statement, at once; the earlier sending's links stop working. Counted with the sends: at most 3 sendings to one address per engagement and 50 in all within 24 hours (429 errors.recipientEmailLimit with Retry-After). Answers the engagement's history.",
        body: ZResendContractorReport,
        response: { 200: ZContractorReportHistory, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    {
      command: (request, actor) => resendContractorReport(app.db, config(), actor, request.body.engagementMailGroupId),
      read: (_request, actor, engagementId) => getContractorReportHistory(app.db, actor, engagementId),
    },
  );
};
