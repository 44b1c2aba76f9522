import { ZFinancialYearImport, ZFinancialYearInput, ZIdParams, ZOffPayrollScope, ZSizeProfile } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  confirmFinancialYear,
  createFinancialYear,
  deleteFinancialYear,
  getOffPayrollScope,
  importFinancialYears,
  updateFinancialYear,
  updateSizeProfile,
} from './scope.service.ts';

const tags = ['off-payroll'];
const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(400, 401, 403, 404, 409);

/** The group's off-payroll scope: docs/off-payroll-liability.md. Every write answers the whole scope. */
export const scopeRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (actor: Parameters<typeof getOffPayrollScope>[1], companyId: string) =>
    getOffPayrollScope(app.db, actor, companyId);

  app.get(
    '/companies/:id/off-payroll',
    {
      schema: {
        tags,
        summary:
          "The client group's off-payroll scope: its size profile and financial years, the decision per tax year with its working, the years it comes into (or leaves) scope with the engagements spanning them, and the money at stake",
        params: ZIdParams,
        response: { 200: ZOffPayrollScope, ...read },
      },
    },
    async (request) => scopeOf(actorOf(request), request.params.id),
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id/off-payroll/profile',
      schema: {
        tags,
        summary: "The client's legal form, public authority, UK connection and apprenticeship levy",
        params: ZIdParams,
        body: ZSizeProfile,
        response: { 200: ZOffPayrollScope, ...write },
      },
    },
    {
      command: (request, actor) => updateSizeProfile(app.db, actor, request.params.id, request.body),
      read: (request, actor) => scopeOf(actor, request.params.id),
    },
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/companies/:id/off-payroll/financial-years',
      schema: {
        tags,
        summary: 'Add a financial year with its size figures and their evidence (409 when it overlaps another)',
        params: ZIdParams,
        body: ZFinancialYearInput,
        response: { 201: ZOffPayrollScope, ...write },
      },
    },
    {
      command: (request, actor) => createFinancialYear(app.db, actor, request.params.id, request.body),
      read: (_request, actor, groupId) => scopeOf(actor, groupId),
      status: 201,
    },
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/companies/:id/off-payroll/financial-years/import',
      schema: {
        tags,
        summary: 'Import several financial years at once: all valid and apart, or none written',
        params: ZIdParams,
        body: ZFinancialYearImport,
        response: { 201: ZOffPayrollScope, ...write },
      },
    },
    {
      command: (request, actor) => importFinancialYears(app.db, actor, request.params.id, request.body),
      read: (_request, actor, groupId) => scopeOf(actor, groupId),
      status: 201,
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/off-payroll/financial-years/:id',
      schema: {
        tags,
        summary: "Change a financial year's figures (its confirmation is cleared)",
        params: ZIdParams,
        body: ZFinancialYearInput,
        response: { 200: ZOffPayrollScope, ...write },
      },
    },
    {
      command: (request, actor) => updateFinancialYear(app.db, actor, request.params.id, request.body),
      read: (_request, actor, groupId) => scopeOf(actor, groupId),
    },
  );

  commandThenRead(
    app,
    {
      method: 'DELETE',
      url: '/off-payroll/financial-years/:id',
      schema: {
        tags,
        summary: 'Delete a financial year',
        params: ZIdParams,
        response: { 200: ZOffPayrollScope, ...write },
      },
    },
    {
      command: (request, actor) => deleteFinancialYear(app.db, actor, request.params.id),
      read: (_request, actor, groupId) => scopeOf(actor, groupId),
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/off-payroll/financial-years/:id/confirm',
      schema: {
        tags,
        summary: "Confirm a financial year's figures (the client's confirmation of its size; who and when are kept)",
        params: ZIdParams,
        response: { 200: ZOffPayrollScope, ...write },
      },
    },
    {
      command: (request, actor) => confirmFinancialYear(app.db, actor, request.params.id),
      read: (_request, actor, groupId) => scopeOf(actor, groupId),
    },
  );
};
