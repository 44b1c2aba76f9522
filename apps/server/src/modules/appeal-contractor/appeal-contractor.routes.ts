import {
  ZAppealAttachmentToken,
  ZAppealComment,
  ZAppealCommentInput,
  ZAppealCommentUpdate,
  ZAppealKeyCommentParams,
  ZAppealKeyParams,
  ZAppealThreadSeen,
  ZChangeContractorEmail,
  ZContractorAppeal,
  ZNoContent,
  ZStartAppeal,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route.ts';
import { presentContractorAppeal, presentWorkerComment } from './appeal-contractor.presenter.ts';
import { findAppealById } from './appeal-contractor.repository.ts';
import { resolveAppealKey } from './appeal-key-access.ts';
import { changeContractorEmail, markThreadsSeen, startAppeal, submitToManager } from './contractor-appeal.service.ts';
import { createContractorComment, updateContractorComment } from './contractor-comments.service.ts';
import { issueAttachmentToken } from './contractor-files.service.ts';

/** Calls per minute per client address on each key route (beside the wrong-key limit). */
export const APPEAL_KEY_RATE_LIMIT = 60;

export const keyRouteConfig = {
  public: true,
  rateLimit: { max: APPEAL_KEY_RATE_LIMIT, timeWindow: '1 minute', keyGenerator: (r: { ip: string }) => r.ip },
} as const;

const tags = ['appeals'];
const keyDescription =
  "The worker's link key, without an account. Unknown, expired, disabled or outdated appeals, and groups whose appeal feature ended, are one plain 404; repeated wrong keys from one client are refused with 429 and Retry-After.";
const errors = errorResponses(400, 404, 409, 429);

/** The worker's side of an appeal, through the key of their link (docs/decisions/appeal-contractor-link.md). */
export const appealContractorRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.publicUrl;
  const appealOf = (request: { params: { key: string }; ip: string }) =>
    resolveAppealKey(app.db, request.params.key, { ip: request.ip });
  const view = async (id: string) => {
    const appeal = await findAppealById(app.db, id);
    if (!appeal) throw notFound('Appeal');
    return presentContractorAppeal(app.db, appeal);
  };

  app.get(
    '/appeals/key/:key',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'The appeal as the worker sees it (public, by link key)',
        description: keyDescription,
        params: ZAppealKeyParams,
        response: { 200: ZContractorAppeal, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => presentContractorAppeal(app.db, await appealOf(request)),
  );

  app.put(
    '/appeals/:key/start',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'The worker starts the appeal with their email and consent (public, by link key)',
        description: `created → started; the 45-day statutory clock starts today. ${keyDescription}`,
        params: ZAppealKeyParams,
        body: ZStartAppeal,
        response: { 200: ZContractorAppeal, ...errors },
      },
    },
    async (request) => {
      const appeal = await appealOf(request);
      await startAppeal(app.db, appeal.id, request.body);
      return view(appeal.id);
    },
  );

  app.get(
    '/appeals/:key/attachment-token',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: "A 5-minute token for the appeal's file URLs (public, by link key)",
        description: `File URLs take this token where their path says {key}, so the key never appears in them. ${keyDescription}`,
        params: ZAppealKeyParams,
        response: { 200: ZAppealAttachmentToken, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => issueAttachmentToken(app.appConfig.jwtSecret, await appealOf(request)),
  );

  app.post(
    '/appeals/key/:key/comments',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'The worker writes a draft in a shared thread (public, by link key)',
        description: `threadId: appeal, supporting or additional. Drafts reach the manager with submit-to-manager. ${keyDescription}`,
        params: ZAppealKeyParams,
        body: ZAppealCommentInput,
        response: { 201: ZAppealComment, ...errors },
      },
    },
    async (request, reply) => {
      const appeal = await appealOf(request);
      const id = await createContractorComment(app.db, appeal.id, request.body);
      return reply.code(201).send(await presentWorkerComment(app.db, appeal, id));
    },
  );

  app.put(
    '/appeals/key/:key/comments/:commentId',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'The worker edits their draft (public, by link key)',
        description: `Submitted comments are final (409 errors.commentAlreadySubmitted). ${keyDescription}`,
        params: ZAppealKeyCommentParams,
        body: ZAppealCommentUpdate,
        response: { 200: ZAppealComment, ...errors },
      },
    },
    async (request) => {
      const appeal = await appealOf(request);
      await updateContractorComment(app.db, appeal.id, request.params.commentId, request.body);
      return presentWorkerComment(app.db, appeal, request.params.commentId);
    },
  );

  app.put(
    '/appeals/:key/thread-seen',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'The worker has read the threads (public, by link key)',
        description: keyDescription,
        params: ZAppealKeyParams,
        body: ZAppealThreadSeen,
        response: { 204: ZNoContent, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const appeal = await appealOf(request);
      await markThreadsSeen(app.db, appeal.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/appeals/:key/submit-to-manager',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'The worker sends their drafts to the appeal manager (public, by link key)',
        description: `started, contractor_processing or reopened → am_processing; the manager (or the lead appeal manager) is emailed. Nothing written: 422 errors.appealNothingToSubmit. ${keyDescription}`,
        params: ZAppealKeyParams,
        response: { 200: ZContractorAppeal, ...errorResponses(422), ...errors },
      },
    },
    async (request) => {
      const appeal = await appealOf(request);
      await submitToManager(app.db, appeal.id, { publicUrl });
      return view(appeal.id);
    },
  );

  app.put(
    '/appeals/key/:key/contractor',
    {
      config: keyRouteConfig,
      schema: {
        tags,
        summary: 'The worker changes the address replies go to (public, by link key)',
        description: `Kept in the appeal's email history and audited. ${keyDescription}`,
        params: ZAppealKeyParams,
        body: ZChangeContractorEmail,
        response: { 200: ZContractorAppeal, ...errors },
      },
    },
    async (request) => {
      const appeal = await appealOf(request);
      await changeContractorEmail(app.db, appeal.id, request.body);
      return view(appeal.id);
    },
  );
};
