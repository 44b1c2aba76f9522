import {
  ZCompanyOptionsQuery,
  ZDepartmentOptionsQuery,
  ZIdParams,
  ZOptions,
  ZUserOptions,
  ZUserOptionsQuery,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listManagedCompanies } from './company.repository.ts';
import { listDepartments, listUserOptions } from './company.service.ts';

const params = ZIdParams;
const errors = errorResponses(400, 401, 404);

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-options',
    {
      schema: {
        tags: ['companies'],
        summary: 'Companies the actor manages: active (and awaiting with includeAwaiting), by name',
        querystring: ZCompanyOptionsQuery,
        response: { 200: ZOptions, ...errors },
      },
    },
    async (request) => listManagedCompanies(app.db, actorOf(request), request.query),
  );

  app.get(
    '/companies/:id/departments',
    {
      schema: {
        tags: ['companies'],
        summary: 'Departments of a company',
        params,
        querystring: ZDepartmentOptionsQuery,
        response: { 200: ZOptions, ...errors },
      },
    },
    async (request) => listDepartments(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/companies/:id/user-options',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Active users of the group; canBePromotedTo=specialist|approver (formerly role) limits to those who may take that seat',
        params,
        querystring: ZUserOptionsQuery,
        response: { 200: ZUserOptions, ...errors },
      },
    },
    async (request) => {
      const { canBePromotedTo, role, ...query } = request.query;
      return listUserOptions(app.db, actorOf(request), request.params.id, { ...query, role: canBePromotedTo ?? role });
    },
  );
};
