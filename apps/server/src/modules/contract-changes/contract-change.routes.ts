import {
  ZActiveAssessmentCount,
  ZContractChange,
  ZContractChangeList,
  ZContractChangesFulfilled,
  ZFulfilContractChanges,
  ZIdParams,
  ZMarkContractChangesSeen,
  ZRequestContractChange,
  ZUpdateReport,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commandNoContent, commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  getActiveAssessmentCount,
  getContractChange,
  getContractChanges,
  requestContractChange,
} from './contract-change.service.ts';
import {
  fulfilContractChanges,
  markContractChangesSeen,
  readFulfilled,
  startChangeReassessment,
  updateReport,
} from './contract-change-fulfil.ts';

const errors = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409);

/** Contract changes of an engagement: requests, fulfilment, seen marks and the reassessment they offer. */
export const contractChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.publicUrl;
  app.get(
    '/engagements/:id/contract-changes',
    {
      schema: {
        tags: ['contract-changes'],
        summary: 'Contract changes of the engagement, newest first, with the answers each puts in doubt',
        params: ZIdParams,
        response: { 200: ZContractChangeList, ...errors },
      },
    },
    async (request) => getContractChanges(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/engagements/:id/count-active-assessments',
    {
      schema: {
        tags: ['contract-changes'],
        summary: 'How many assessments of the engagement are still under way',
        params: ZIdParams,
        response: { 200: ZActiveAssessmentCount, ...errors },
      },
    },
    async (request) => getActiveAssessmentCount(app.db, actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/engagements/:id/request-report-change',
      schema: {
        tags: ['contract-changes'],
        summary: 'Ask for a change of the contract or its report (comment, and the new values when known)',
        params: ZIdParams,
        body: ZRequestContractChange,
        response: { 201: ZContractChange, ...errors },
      },
    },
    {
      command: (request, actor) => requestContractChange(app.db, actor, request.params.id, request.body, publicUrl),
      read: (_request, actor, id) => getContractChange(app.db, actor, id),
      status: 201,
    },
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/engagements/:id/update-report',
      schema: {
        tags: ['contract-changes'],
        summary: 'Change the engagement (and its report) directly; a material change offers a reassessment',
        params: ZIdParams,
        body: ZUpdateReport,
        response: { 200: ZContractChangesFulfilled, ...writes },
      },
    },
    {
      command: (request, actor) => updateReport(app.db, actor, request.params.id, request.body),
      read: (request, actor, ids) => readFulfilled(app.db, actor, request.params.id, ids),
    },
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/requested-contract-changes/update-report',
      schema: {
        tags: ['contract-changes'],
        summary: 'Fulfil requested changes: apply them to the engagement in one transaction',
        body: ZFulfilContractChanges,
        response: { 200: ZContractChangesFulfilled, ...writes },
      },
    },
    {
      command: (request, actor) => fulfilContractChanges(app.db, actor, request.body, publicUrl),
      read: (request, actor, ids) => readFulfilled(app.db, actor, request.body.engagementId, ids),
    },
  );

  commandNoContent(
    app,
    {
      method: 'PUT',
      url: '/contract-changes/mark-as-seen',
      schema: {
        tags: ['contract-changes'],
        summary: 'Mark fulfilled changes seen (only those the caller asked for)',
        body: ZMarkContractChangesSeen,
        response: { 204: z.null(), ...writes },
      },
    },
    (request) => markContractChangesSeen(app.db, actorOf(request), request.body),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/contract-changes/:id/reassessment',
      schema: {
        tags: ['contract-changes'],
        summary: 'Start the reassessment a fulfilled material change offers (reason contract_change)',
        params: ZIdParams,
        response: { 201: ZContractChange, ...writes },
      },
    },
    {
      command: (request, actor) => startChangeReassessment(app.db, actor, request.params.id),
      read: (request, actor) => getContractChange(app.db, actor, request.params.id),
      status: 201,
    },
  );
};
