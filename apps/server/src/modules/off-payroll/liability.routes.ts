import {
  ZChainPartyParams,
  ZEngagementLiability,
  ZIdParams,
  ZReasonableCareInput,
  ZSdsReceiptInput,
  ZUpdateChain,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getEngagementLiability, recordReasonableCare, recordSdsReceipt, replaceChain } from './liability.service.ts';

const tags = ['off-payroll'];
const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(400, 401, 403, 404, 409);

/** An engagement's supply chain, its liability and the money at stake. Every write answers the card. */
export const liabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/engagements/:id/liability',
    {
      schema: {
        tags,
        summary:
          "The engagement's liability and exposure: the client's scope, the supply chain with its SDS receipts, the fee-payer, who is liable and which rules moved it, and the money at stake per tax year (gross and net of an estimated set-off)",
        params: ZIdParams,
        response: { 200: ZEngagementLiability, ...read },
      },
    },
    async (request) => getEngagementLiability(app.db, actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engagements/:id/chain',
      schema: {
        tags,
        summary:
          'Record the supply chain: every party between the client and the worker, in order (400 errors.chainOrder when an intermediary or umbrella company is not last)',
        params: ZIdParams,
        body: ZUpdateChain,
        response: { 200: ZEngagementLiability, ...write },
      },
    },
    {
      command: (request, actor) => replaceChain(app.db, actor, request.params.id, request.body),
      read: (request, actor) => getEngagementLiability(app.db, actor, request.params.id),
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engagements/:id/chain/:partyId/sds-receipt',
      schema: {
        tags,
        summary: "Record a chain party's confirmation that it received the SDS (receivedOn null clears it)",
        params: ZChainPartyParams,
        body: ZSdsReceiptInput,
        response: { 200: ZEngagementLiability, ...write },
      },
    },
    {
      command: (request, actor) =>
        recordSdsReceipt(app.db, actor, request.params.id, request.params.partyId, request.body),
      read: (request, actor) => getEngagementLiability(app.db, actor, request.params.id),
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/engagements/:id/reasonable-care',
      schema: {
        tags,
        summary:
          'Record a finding that the client did not take reasonable care on the determination (the client becomes liable), or withdraw it',
        params: ZIdParams,
        body: ZReasonableCareInput,
        response: { 200: ZEngagementLiability, ...write },
      },
    },
    {
      command: (request, actor) => recordReasonableCare(app.db, actor, request.params.id, request.body),
      read: (request, actor) => getEngagementLiability(app.db, actor, request.params.id),
    },
  );
};
