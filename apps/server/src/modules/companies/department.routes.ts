import {
  ZCreateDepartment,
  ZDepartmentParams,
  ZIdParams,
  ZNoContent,
  ZOption,
  ZOptions,
  ZUpdateDepartments,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createDepartment, deleteDepartment, updateDepartments } from './department.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Departments of a company: add, rename and add in one go, soft delete (listing is in company.routes). */
export const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies/:id/departments',
    {
      schema: {
        tags: ['companies'],
        summary: 'Add a department; 422 on name when the company has one of that name',
        params: ZIdParams,
        body: ZCreateDepartment,
        response: { 201: ZOption, ...errorResponses(422), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDepartment(app.db, actorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/companies/:id/departments',
    {
      schema: {
        tags: ['companies'],
        summary: "Rename and add departments in one transaction; answers the company's departments",
        params: ZIdParams,
        body: ZUpdateDepartments,
        response: { 200: ZOptions, ...errorResponses(422), ...errors },
      },
    },
    async (request) => updateDepartments(app.db, actorOf(request), request.params.id, request.body),
  );

  commandNoContent(
    app,
    {
      method: 'PUT',
      url: '/departments/:departmentId/delete',
      schema: {
        tags: ['companies'],
        summary: 'Delete a department (kept for history); 409 while active engagements use it',
        params: ZDepartmentParams,
        response: { 204: ZNoContent, ...errorResponses(409), ...errors },
      },
    },
    (request) => deleteDepartment(app.db, actorOf(request), request.params.departmentId),
  );
};
