import {
  ZChangeCompanyManager,
  ZCompany,
  ZCompanyListQuery,
  ZCompanyPage,
  ZErrorResponse,
  ZIdParams,
  ZUpdateCompany,
  ZUpdateHoldingSettings,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonOrXlsx, sendXlsx, xlsxOnly } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import { changeManager, getCompany, updateCompany, updateHolding } from './company-admin.service.ts';
import { exportCompanies, exportCompany } from './company-export.ts';
import { archiveCompany, deleteCompany, restoreCompany } from './company-lifecycle.ts';
import { listCompanies } from './company-list.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const stateErrors = { ...errors, 409: ZErrorResponse };

export const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Companies the actor manages (provider admins: all; rows=ALL for provider admins only); format=xls: clients.xlsx',
        querystring: ZCompanyListQuery,
        response: { 200: jsonOrXlsx(ZCompanyPage), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.format === 'xls') return sendXlsx(reply, await exportCompanies(app.db, actor, request.query));
      return listCompanies(app.db, actor, request.query);
    },
  );

  app.get(
    '/companies/:id/export',
    {
      schema: {
        tags: ['companies'],
        summary: 'One company as a workbook: sheets Company, Subsidiaries, Departments and Users',
        description: 'For those who manage the company (as its people list); 404 otherwise.',
        params: ZIdParams,
        response: { 200: xlsxOnly('The company workbook (.xlsx)'), ...errors },
      },
    },
    async (request, reply) => sendXlsx(reply, await exportCompany(app.db, actorOf(request), request.params.id)),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'The company page, with group settings for its admins and the abilities of the actor',
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
        summary: "Edit name, sector and address; the main company's name only by a provider admin",
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
        summary: 'Group settings (risk thresholds, margin, password and sign-in policy); group admin or provider admin',
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

  app.put(
    '/companies/:id/manager',
    {
      schema: {
        tags: ['companies'],
        summary: 'Hand a client to another provider user (provider admin); 422 when the email is not one',
        params: ZIdParams,
        body: ZChangeCompanyManager,
        response: { 200: ZCompany, 422: ZErrorResponse, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await changeManager(app.db, actor, request.params.id, request.body);
      return getCompany(app.db, actor, request.params.id);
    },
  );

  app.put(
    '/companies/:id/archive',
    {
      schema: {
        tags: ['companies'],
        summary: 'Archive a company (a client with its subsidiaries); its people are archived and signed out',
        params: ZIdParams,
        response: { 200: ZCompany, ...stateErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await archiveCompany(app.db, actor, request.params.id);
      return getCompany(app.db, actor, request.params.id);
    },
  );

  app.put(
    '/companies/:id/restore',
    {
      schema: {
        tags: ['companies'],
        summary: 'Restore an archived company with what was archived with it',
        params: ZIdParams,
        response: { 200: ZCompany, ...stateErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await restoreCompany(app.db, actor, request.params.id);
      return getCompany(app.db, actor, request.params.id);
    },
  );

  app.delete(
    '/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'Delete a company without engagements (409 otherwise: archive it)',
        params: ZIdParams,
        response: { 204: z.null(), ...stateErrors },
      },
    },
    async (request, reply) => {
      await deleteCompany(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
