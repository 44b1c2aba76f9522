import {
  ZCompany,
  ZCompanyListQuery,
  ZCompanyPage,
  ZErrorResponse,
  ZIdParams,
  ZUpdateCompany,
  ZUpdateHoldingSettings,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { getCompany, listCompanies, updateCompany, updateHolding } from './company-admin.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Companies the actor manages',
        querystring: ZCompanyListQuery,
        response: { 200: ZCompanyPage, ...errors },
      },
    },
    async (request) => listCompanies(app.db, actorOf(request), request.query),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'A company, with group settings for its admins',
        params: ZIdParams,
        response: { 200: ZCompany, ...errors },
      },
    },
    async (request) => getCompany(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'Edit name and sector',
        params: ZIdParams,
        body: ZUpdateCompany,
        response: { 200: ZCompany, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await updateCompany(app.db, actor, request.params.id, request.body);
      return getCompany(app.db, actor, request.params.id);
    },
  );

  app.put(
    '/companies/:id/holding',
    {
      schema: {
        tags: ['companies'],
        summary: 'Group settings (risk thresholds, margin, password and sign-in policy); group admin only',
        params: ZIdParams,
        body: ZUpdateHoldingSettings,
        response: { 200: ZCompany, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await updateHolding(app.db, actor, request.params.id, request.body);
      return getCompany(app.db, actor, request.params.id);
    },
  );
};
