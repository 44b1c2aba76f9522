import {
  ZAgency,
  ZAgencyListQuery,
  ZAgencyPage,
  ZCreateAgency,
  ZIdParams,
  ZMyAgenciesQuery,
  ZNoContent,
  ZOptions,
  ZOptionsQuery,
  ZRelatedEngagementPage,
  ZRelatedEngagementQuery,
  ZUpdateAgency,
  ZUpdateEmail,
  ZUpdateEmailResult,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  createAgency,
  deleteAgency,
  getAgency,
  listAgencyEngagements,
  listAgencyOptions,
  listCompanyAgencies,
  listMyAgencies,
  updateAgency,
  updateAgencyEmail,
} from './agency.service.ts';

const tags = ['agencies'];
const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(400, 401, 403, 404, 409, 422);

export const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-agencies',
    {
      schema: {
        tags,
        summary:
          'Agencies of every group the user reaches (globalFilter, companyIds, sort, page), with engagement counts',
        querystring: ZMyAgenciesQuery,
        response: { 200: ZAgencyPage, ...read },
      },
    },
    async (request) => listMyAgencies(app.db, actorOf(request), request.query),
  );

  app.get(
    '/companies/:id/agencies',
    {
      schema: {
        tags,
        summary: "Agencies of the company's group (globalFilter, sort, page), with engagement counts",
        params: ZIdParams,
        querystring: ZAgencyListQuery,
        response: { 200: ZAgencyPage, ...read },
      },
    },
    async (request) => listCompanyAgencies(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/companies/:id/agencies-select-options',
    {
      schema: {
        tags,
        summary: "Agencies of the company's group for a picker (queryString, initialValue)",
        params: ZIdParams,
        querystring: ZOptionsQuery,
        response: { 200: ZOptions, ...read },
      },
    },
    async (request) => listAgencyOptions(app.db, actorOf(request), request.params.id, request.query),
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/companies/:id/agencies',
      schema: {
        tags,
        summary:
          'Create an agency of the group: name, number, and a contact name or an email (400 errors.agencyPersonRequired); 409 when the name or number is taken',
        params: ZIdParams,
        body: ZCreateAgency,
        response: { 201: ZAgency, ...write },
      },
    },
    {
      command: (request, actor) => createAgency(app.db, actor, request.params.id, request.body),
      read: (_request, actor, id) => getAgency(app.db, actor, id),
      status: 201,
    },
  );

  app.get(
    '/agencies/:id',
    {
      schema: {
        tags,
        summary: 'An agency with its engagement counts',
        params: ZIdParams,
        response: { 200: ZAgency, ...read },
      },
    },
    async (request) => getAgency(app.db, actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/agencies/:id',
      schema: {
        tags,
        summary: 'Edit an agency: name, number, email, contact name',
        params: ZIdParams,
        body: ZUpdateAgency,
        response: { 200: ZAgency, ...write },
      },
    },
    {
      command: (request, actor) => updateAgency(app.db, actor, request.params.id, request.body),
      read: (request, actor) => getAgency(app.db, actor, request.params.id),
    },
  );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/agencies/:id',
      schema: {
        tags,
        summary: 'Delete an agency no engagement names (409 errors.hasEngagements otherwise)',
        params: ZIdParams,
        response: { 204: ZNoContent, ...write },
      },
    },
    (request) => deleteAgency(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/agencies/:id/update-email',
    {
      schema: {
        tags,
        summary:
          'Change the agency’s email; resend=true sends the last email to the old address (about engagementId, or any of its engagements) to the new one',
        params: ZIdParams,
        body: ZUpdateEmail,
        response: { 200: ZUpdateEmailResult, ...write },
      },
    },
    async (request) => updateAgencyEmail(app.db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/agencies/:id/engagements',
    {
      schema: {
        tags,
        summary:
          'The agency’s engagements the user may see (globalFilter, statuses, types, companyId, departmentId, modified and due periods, sort, page)',
        params: ZIdParams,
        querystring: ZRelatedEngagementQuery,
        response: { 200: ZRelatedEngagementPage, ...read },
      },
    },
    async (request) => listAgencyEngagements(app.db, actorOf(request), request.params.id, request.query),
  );
};
