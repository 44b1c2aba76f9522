import {
  ZEmailChangelogList,
  ZEmailChangelogQuery,
  ZEmailTracker,
  ZEngagementMessageParams,
  ZIdParams,
  ZResendEmail,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getEmailChangelogs, getEmailTracker } from './email-tracker.service.ts';
import { resendEmail } from './resend-email.ts';

/** The engagement's email tracker: notifications with their delivery events, resends, address changes. */
export const emailTrackerRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = () => ({
    publicUrl: app.publicUrl,
    secret: app.appConfig.jwtSecret,
  });

  app.get(
    '/engagements/:id/notifications',
    {
      schema: {
        tags: ['engagements'],
        summary: "The engagement's notifications and their email events (the email tracker)",
        description:
          'Newest first: every statement (SDS) sending with its recipients, and every other email about the engagement or its assessments (a chain of re-sends counts once). Events per recipient newest first, ties in a fixed order (old_sent for emails sent before events were recorded).',
        params: ZIdParams,
        response: { 200: ZEmailTracker, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getEmailTracker(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/email-changelogs',
    {
      schema: {
        tags: ['engagements'],
        summary: "Addresses corrected on an engagement's failed emails, newest first",
        querystring: ZEmailChangelogQuery,
        response: { 200: ZEmailChangelogList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getEmailChangelogs(app.db, actorOf(request), request.query.engagementId),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/engagements/:id/email-messages/:messageId/resend',
      schema: {
        tags: ['engagements'],
        summary: 'Edit the address of a blocked, bounced or dropped email and send it again',
        description:
          'A new email to the given address re-sends the failed one (the failed one gets a `resent` event; a changed address is logged in email-changelogs). A statement (SDS) email gets a new link and code. 409 errors.emailNotFailed unless the email is blocked, bounced or dropped and not sent again yet. Answers the tracker.',
        params: ZEngagementMessageParams,
        body: ZResendEmail,
        response: { 200: ZEmailTracker, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    {
      command: (request, actor) =>
        resendEmail(
          app.db,
          links(),
          actor,
          { engagementId: request.params.id, messageId: request.params.messageId },
          request.body,
        ),
      read: (request, actor) => getEmailTracker(app.db, actor, request.params.id),
    },
  );
};
