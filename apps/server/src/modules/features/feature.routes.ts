import {
  ZActivateFeature,
  ZCompanyFeature,
  ZCompanyFeatureListQuery,
  ZCompanyFeaturePage,
  ZCompanyFeatureParams,
  ZFeatureListQuery,
  ZFeatureStatistics,
  ZIdParams,
  ZRecentFeatures,
  ZRecentFeaturesQuery,
  ZUpdateFeature,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { jsonOrXlsx, sendXlsx } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  activateFeature,
  deactivateFeature,
  featureStatistics,
  getCompanyFeature,
  listCompanyFeatures,
  listFeatures,
  recentFeatures,
  updateFeature,
} from './feature.service.ts';
import { exportCompanyFeatures, exportFeatures } from './feature-export.ts';

const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409);

/** Feature subscriptions (spec §7 Features) and the company's recent feature changes. */
export const featureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/features',
    {
      schema: {
        tags: ['features'],
        summary:
          "Every client's feature subscriptions in reach (the subscriptions page; format=xls: subscriptions.xlsx)",
        querystring: ZFeatureListQuery,
        response: { 200: jsonOrXlsx(ZCompanyFeaturePage), ...reads },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.format === 'xls') return sendXlsx(reply, await exportFeatures(app.db, actor, request.query));
      return listFeatures(app.db, actor, request.query);
    },
  );

  app.get(
    '/features/statistics',
    {
      schema: {
        tags: ['features'],
        summary: 'Active features and those ending within 30 days (provider dashboard counts)',
        response: { 200: ZFeatureStatistics, ...reads },
      },
    },
    async (request) => featureStatistics(app.db, actorOf(request)),
  );

  app.get(
    '/companies/:id/features',
    {
      schema: {
        tags: ['features'],
        summary: "A company's feature subscriptions (its client's; format=xls: features.xlsx)",
        params: ZIdParams,
        querystring: ZCompanyFeatureListQuery,
        response: { 200: jsonOrXlsx(ZCompanyFeaturePage), ...reads },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.params;
      if (request.query.format === 'xls') {
        return sendXlsx(reply, await exportCompanyFeatures(app.db, actor, id, request.query));
      }
      return listCompanyFeatures(app.db, actor, id, request.query);
    },
  );

  app.get(
    '/companies/:id/recent-features',
    {
      schema: {
        tags: ['features'],
        summary: 'Features of the group changed since a moment, and those enabled now (polled every 60 s)',
        params: ZIdParams,
        querystring: ZRecentFeaturesQuery,
        response: { 200: ZRecentFeatures, ...reads },
      },
    },
    async (request) => recentFeatures(app.db, actorOf(request), request.params.id, request.query.since),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/companies/:id/features/:featureId',
      schema: {
        tags: ['features'],
        summary: 'Activate a feature for 12 months (provider staff)',
        params: ZCompanyFeatureParams,
        body: ZActivateFeature,
        response: { 201: ZCompanyFeature, ...writes },
      },
    },
    {
      command: (request, actor) =>
        activateFeature(app.db, actor, request.params.id, request.params.featureId, request.body),
      read: (request, actor) => getCompanyFeature(app.db, actor, request.params.id, request.params.featureId),
      status: 201,
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id/features/:featureId',
      schema: {
        tags: ['features'],
        summary: 'Extend a subscription by 12 months and/or turn its auto renewal on or off (provider staff)',
        params: ZCompanyFeatureParams,
        body: ZUpdateFeature,
        response: { 200: ZCompanyFeature, ...writes },
      },
    },
    {
      command: (request, actor) =>
        updateFeature(app.db, actor, request.params.id, request.params.featureId, request.body),
      read: (request, actor) => getCompanyFeature(app.db, actor, request.params.id, request.params.featureId),
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id/features/:featureId/deactivate',
      schema: {
        tags: ['features'],
        summary: 'End a subscription now (provider staff)',
        params: ZCompanyFeatureParams,
        response: { 200: ZCompanyFeature, ...writes },
      },
    },
    {
      command: (request, actor) => deactivateFeature(app.db, actor, request.params.id, request.params.featureId),
      read: (request, actor) => getCompanyFeature(app.db, actor, request.params.id, request.params.featureId),
    },
  );
};
