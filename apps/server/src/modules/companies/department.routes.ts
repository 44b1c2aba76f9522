import {
  ZCreateDepartment,
  ZDepartmentParams,
  ZErrorResponse,
  ZIdParams,
  ZOption,
  ZUpdateDepartments,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import { createDepartment, deleteDepartment, updateDepartments } from './department.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

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
        response: { 201: ZOption, 422: ZErrorResponse, ...errors },
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
        response: { 200: z.array(ZOption), 422: ZErrorResponse, ...errors },
      },
    },
    async (request) => updateDepartments(app.db, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/departments/:departmentId/delete',
    {
      schema: {
        tags: ['companies'],
        summary: 'Delete a department (kept for history); 409 while active engagements use it',
        params: ZDepartmentParams,
        response: { 204: z.null(), 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await deleteDepartment(app.db, actorOf(request), request.params.departmentId);
      return reply.status(204).send(null);
    },
  );
};
