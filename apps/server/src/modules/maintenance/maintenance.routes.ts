import {
  ZCreateMaintenanceWindow,
  ZIdParams,
  ZMaintenanceStatus,
  ZMaintenanceWindow,
  ZMaintenanceWindows,
  ZNoContent,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createWindow, deleteWindow, listWindows } from './maintenance.service.ts';

const errors = errorResponses(400, 401, 403, 404);

export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/maintenance',
    {
      config: { public: true },
      schema: {
        tags: ['maintenance'],
        summary: 'The maintenance window in progress and the next one within 48 hours',
        response: { 200: ZMaintenanceStatus },
      },
    },
    async () => app.maintenance.status(),
  );

  app.get(
    '/maintenance-windows',
    {
      schema: {
        tags: ['maintenance'],
        summary: 'Planned, current and recently ended maintenance windows (provider admins)',
        description: 'Windows that ended within the last 30 days or later, newest start first.',
        response: { 200: ZMaintenanceWindows, ...errors },
      },
    },
    async (request) => listWindows(app.db, actorOf(request)),
  );

  app.post(
    '/maintenance-windows',
    {
      schema: {
        tags: ['maintenance'],
        summary: 'Plan a maintenance window (provider admins)',
        description:
          'startsAt at least 48 hours ahead (the notice everyone is promised) and at most 365 days ahead, or `immediate: true` ' +
          'without startsAt to start now (the web asks for a confirmation first); endsAt after the start, at most 24 hours after it. ' +
          'Refusals: 400 with startsAt errors.maintenanceNoticeTooShort / errors.maintenanceStartTooFar / errors.maintenanceImmediateHasNoStart, endsAt errors.maintenanceTooLong.',
        body: ZCreateMaintenanceWindow,
        response: { 201: ZMaintenanceWindow, ...errors },
      },
    },
    async (request, reply) => {
      const window = await createWindow(app.db, actorOf(request), request.body);
      app.maintenance.invalidate();
      return reply.status(201).send(window);
    },
  );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/maintenance-windows/:id',
      schema: {
        tags: ['maintenance'],
        summary: 'Cancel or end a maintenance window (provider admins)',
        params: ZIdParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request) => {
      await deleteWindow(app.db, actorOf(request), request.params.id);
      app.maintenance.invalidate();
    },
  );
};
