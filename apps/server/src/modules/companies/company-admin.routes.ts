import {
  ZChangeCompanyManager,
  ZCompany,
  ZCompanyListQuery,
  ZCompanyPage,
  ZCompanyRows,
  ZIdParams,
  ZNoContent,
  ZUpdateCompany,
  ZUpdateHoldingSettings,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../authz/actor.ts';
import { notModified } from '../../lib/not-modified.ts';
import { commandNoContent, commandThenRead, errorResponses } from '../../lib/route.ts';
import { jsonOrXlsx, sendXlsx, xlsxOnly } from '../../lib/xlsx-reply.ts';
import { actorOf } from '../../plugins/auth.ts';
import { chooseEncoding } from '../../plugins/compression.ts';
import { changeManager, getCompany, updateCompany, updateHolding } from './company-admin.service.ts';
import { refuseColumnsOnPages } from './company-all-rows.ts';
import { exportCompanies, exportCompany } from './company-export.ts';
import { archiveCompany, deleteCompany, restoreCompany } from './company-lifecycle.ts';
import { listCompanies } from './company-list.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const stateErrors = errorResponses(400, 401, 403, 404, 409);

export const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every change to a company answers the company page as the actor sees it afterwards. */
  const read = (request: { params: { id: string } }, actor: Actor) => getCompany(app.db, actor, request.params.id);

  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Companies the actor manages (provider admins: all; rows=ALL for provider admins only); format=xls: clients.xlsx',
        description:
          'A page holds list items (CompanyPage). rows=ALL (provider admins) answers every company at once as ' +
          'CompanyRows: each row its id and the columns named by columns[] (all of them when left out), with an ' +
          'ETag; send it back as If-None-Match for a 304 while nothing the rows show has changed.',
        querystring: ZCompanyListQuery,
        response: {
          200: jsonOrXlsx(z.union([ZCompanyPage, ZCompanyRows])),
          304: ZNoContent.meta({ description: 'Not modified (rows=ALL with If-None-Match)' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.format === 'xls') return sendXlsx(reply, await exportCompanies(app.db, actor, request.query));
      refuseColumnsOnPages(request.query);
      if (request.query.rows !== 'ALL') return listCompanies(app.db, actor, request.query);
      // Already JSON, and compressed as asked (kept between requests): sent as it is.
      const answer = await app.companyRows.answer(app.db, actor, request.query);
      reply.header('etag', answer.etag).header('vary', 'Accept-Encoding');
      if (notModified(request, answer.etag.replace(/^W\//, ''))) return reply.status(304).send(null);
      const coding = chooseEncoding(request.headers['accept-encoding']);
      if (coding) reply.header('content-encoding', coding);
      return reply.type('application/json; charset=utf-8').send((await answer.encoded(coding)) as never);
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
    async (request) => read(request, actorOf(request)),
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id',
      schema: {
        tags: ['companies'],
        summary: "Edit name, sector and address; the main company's name only by a provider admin",
        params: ZIdParams,
        body: ZUpdateCompany,
        response: { 200: ZCompany, ...errors },
      },
    },
    { command: (request, actor) => updateCompany(app.db, actor, request.params.id, request.body), read },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id/holding',
      schema: {
        tags: ['companies'],
        summary: 'Group settings (risk thresholds, margin, password and sign-in policy); group admin or provider admin',
        params: ZIdParams,
        body: ZUpdateHoldingSettings,
        response: { 200: ZCompany, ...errors },
      },
    },
    { command: (request, actor) => updateHolding(app.db, actor, request.params.id, request.body), read },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id/manager',
      schema: {
        tags: ['companies'],
        summary: 'Hand a client to another provider user (provider admin); 422 when the email is not one',
        params: ZIdParams,
        body: ZChangeCompanyManager,
        response: { 200: ZCompany, ...errorResponses(422), ...errors },
      },
    },
    { command: (request, actor) => changeManager(app.db, actor, request.params.id, request.body), read },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id/archive',
      schema: {
        tags: ['companies'],
        summary: 'Archive a company (a client with its subsidiaries); its people are archived and signed out',
        params: ZIdParams,
        response: { 200: ZCompany, ...stateErrors },
      },
    },
    { command: (request, actor) => archiveCompany(app.db, actor, request.params.id), read },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id/restore',
      schema: {
        tags: ['companies'],
        summary: 'Restore an archived company with what was archived with it',
        params: ZIdParams,
        response: { 200: ZCompany, ...stateErrors },
      },
    },
    { command: (request, actor) => restoreCompany(app.db, actor, request.params.id), read },
  );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/companies/:id',
      schema: {
        tags: ['companies'],
        summary: 'Delete a company without engagements (409 otherwise: archive it)',
        params: ZIdParams,
        response: { 204: ZNoContent, ...stateErrors },
      },
    },
    (request) => deleteCompany(app.db, actorOf(request), request.params.id),
  );
};
