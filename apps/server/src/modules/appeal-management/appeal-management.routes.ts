import {
  ZAddAppealManagers,
  ZAppealManagementSettings,
  ZAppealManagerParams,
  ZIdParams,
  ZSetCompanyAppealManager,
  ZSetLeadAppealManager,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  addAppealManagers,
  getAppealManagementSettings,
  removeAppealManager,
  setCompanyAppealManager,
  setLeadAppealManager,
} from './appeal-management.service.ts';

const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409, 422);

/** Appeal roles of a company (spec §7): settings, appeal managers and the one lead appeal manager. */
export const appealManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = (id: string, actor: Parameters<typeof getAppealManagementSettings>[1]) =>
    getAppealManagementSettings(app.db, actor, id);

  app.get(
    '/companies/:id/appeal-management/settings',
    {
      schema: {
        tags: ['appeal management'],
        summary: "The company's lead appeal manager, appeal managers and appeal subscription",
        params: ZIdParams,
        response: { 200: ZAppealManagementSettings, ...reads },
      },
    },
    async (request) => settings(request.params.id, actorOf(request)),
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id/appeal-manager',
      schema: {
        tags: ['appeal management'],
        summary: "Name the company's appeal manager (its lead) by email",
        params: ZIdParams,
        body: ZSetCompanyAppealManager,
        response: { 200: ZAppealManagementSettings, ...writes },
      },
    },
    {
      command: (request, actor) =>
        setCompanyAppealManager(app.db, actor, request.params.id, request.body.newappealManagerEmail),
      read: (request, actor) => settings(request.params.id, actor),
    },
  );

  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/companies/:id/appeal-managers',
      schema: {
        tags: ['appeal management'],
        summary: 'Make people of the company appeal managers',
        params: ZIdParams,
        body: ZAddAppealManagers,
        response: { 200: ZAppealManagementSettings, ...writes },
      },
    },
    {
      command: (request, actor) => addAppealManagers(app.db, actor, request.params.id, request.body),
      read: (request, actor) => settings(request.params.id, actor),
    },
  );

  commandThenRead(
    app,
    {
      method: 'DELETE',
      url: '/companies/:id/appeal-managers/:userId',
      schema: {
        tags: ['appeal management'],
        summary: 'An appeal manager goes back to no appeal role (active appeals move to the lead)',
        params: ZAppealManagerParams,
        response: { 200: ZAppealManagementSettings, ...writes },
      },
    },
    {
      command: (request, actor) => removeAppealManager(app.db, actor, request.params.id, request.params.userId),
      read: (request, actor) => settings(request.params.id, actor),
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id/lead-appeal-manager',
      schema: {
        tags: ['appeal management'],
        summary: "Name the company's lead appeal manager; optionally disable the old one and move its active appeals",
        params: ZIdParams,
        body: ZSetLeadAppealManager,
        response: { 200: ZAppealManagementSettings, ...writes },
      },
    },
    {
      command: (request, actor) => setLeadAppealManager(app.db, actor, request.params.id, request.body),
      read: (request, actor) => settings(request.params.id, actor),
    },
  );
};
