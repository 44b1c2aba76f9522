import {
  ZCompanyPage,
  ZIdParams,
  ZOptions,
  ZSectors,
  ZSubcompanyListQuery,
  ZSubcompanyOptionsQuery,
  ZUserCompaniesQuery,
  ZUserCompanyOptionsQuery,
  ZUserIdParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  listSectors,
  listSubcompanies,
  listUserCompanies,
  subcompanyOptions,
  userCompanyOptions,
} from './company-relations.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Subsidiaries of a company, the companies of a user, and the sector list. */
export const companyRelationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/subcompany-list',
    {
      schema: {
        tags: ['companies'],
        summary: 'Subsidiaries of a company the actor manages, paged like GET companies',
        params: ZIdParams,
        querystring: ZSubcompanyListQuery,
        response: { 200: ZCompanyPage, ...errors },
      },
    },
    async (request) => listSubcompanies(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/companies/:id/subcompany-options',
    {
      schema: {
        tags: ['companies'],
        summary: 'Subsidiaries as options (statuses default to active)',
        params: ZIdParams,
        querystring: ZSubcompanyOptionsQuery,
        response: { 200: ZOptions, ...errors },
      },
    },
    async (request) => subcompanyOptions(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/users/:userId/companies',
    {
      schema: {
        tags: ['companies'],
        summary: "A user's companies (a provider user's managed clients), as far as the actor may see them",
        params: ZUserIdParams,
        querystring: ZUserCompaniesQuery,
        response: { 200: ZCompanyPage, ...errors },
      },
    },
    async (request) => listUserCompanies(app.db, actorOf(request), request.params.userId, request.query),
  );

  app.get(
    '/users/:userId/company-options',
    {
      schema: {
        tags: ['companies'],
        summary: "A user's companies as options; includeSubsidiaries adds their subsidiaries",
        params: ZUserIdParams,
        querystring: ZUserCompanyOptionsQuery,
        response: { 200: ZOptions, ...errors },
      },
    },
    async (request) => userCompanyOptions(app.db, actorOf(request), request.params.userId, request.query),
  );

  app.get(
    '/sectors',
    {
      schema: {
        tags: ['companies'],
        summary: 'The business sectors a company may pick (the web shows sectors.<value>)',
        response: { 200: ZSectors, ...errorResponses(401, 403) },
      },
    },
    async (request) => listSectors(actorOf(request)),
  );
};
