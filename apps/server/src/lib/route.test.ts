import { ERROR_KEYS, ZErrorResponse, ZIdParams, ZNoContent } from '@statera/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Actor } from '../authz/actor.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { registerOpenApi } from '../plugins/openapi.ts';
import { conflict } from './app-error.ts';
import { commandNoContent, commandThenRead, errorResponses } from './route.ts';

const ZNote = z.object({ id: z.uuid(), text: z.string(), by: z.string() });
const ZNoteBody = z.object({ text: z.string().min(1) });
const ID = '5b0c6f0e-4b7a-4f3e-9a43-0d9f2c1e8a11';
const ACTOR: Actor = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-901234567890',
  email: 'writer@example.test',
  role: 'client_admin',
  amRole: 'none',
  companyId: null,
  rootCompanyId: null,
  managedCompanyIds: [],
  permissions: [],
};

/** A tiny notes resource: the helper's routes on a bare app with the real error handler and OpenAPI. */
const notes = new Map<string, { text: string; by: string }>();
const steps: string[] = [];
const app = Fastify().withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerOpenApi(app);
  app.decorateRequest('actorOrNull', null);
  app.addHook('onRequest', async (request) => {
    request.actorOrNull = request.headers['x-signed-in'] === 'yes' ? ACTOR : null;
  });
  const errors = errorResponses(400, 401, 409);
  const read = async (request: { params: { id: string } }) => {
    steps.push('read');
    const note = notes.get(request.params.id);
    return { id: request.params.id, text: note?.text ?? '', by: note?.by ?? '', secret: 'left out by the schema' };
  };
  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/notes/:id',
      schema: {
        tags: ['notes'],
        summary: 'Write a note',
        params: ZIdParams,
        body: ZNoteBody,
        response: { 200: ZNote, ...errors },
      },
    },
    {
      command: async (request, actor) => {
        steps.push('command');
        if (request.body.text === 'taken') throw conflict(ERROR_KEYS.conflict, 'That note exists.');
        notes.set(request.params.id, { text: request.body.text, by: actor.email });
      },
      read,
    },
  );
  commandThenRead(
    app,
    {
      method: 'POST',
      url: '/notes',
      schema: { tags: ['notes'], summary: 'Add a note', body: ZNoteBody, response: { 201: ZNote, ...errors } },
    },
    {
      command: async (request, actor) => {
        notes.set(ID, { text: request.body.text, by: actor.email });
        return ID;
      },
      read: async (_request, _actor, id) => ({ id, ...notes.get(id)! }),
      status: 201,
    },
  );
  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/notes/:id',
      config: { public: true },
      schema: { tags: ['notes'], summary: 'Remove a note', params: ZIdParams, response: { 204: ZNoContent } },
    },
    async (request) => {
      notes.delete(request.params.id);
    },
  );
  app.get('/doc', async () => app.swagger());
  await app.ready();
});
afterAll(() => app.close());

const as = { 'x-signed-in': 'yes' };

describe('errorResponses', () => {
  it('maps each status to the shared error shape', () => {
    expect(errorResponses(400, 404)).toEqual({ 400: ZErrorResponse, 404: ZErrorResponse });
    expect(errorResponses()).toEqual({});
  });
});

describe('commandThenRead', () => {
  it('runs the command for the signed-in actor, then answers the read model through the response schema', async () => {
    steps.length = 0;
    const res = await app.inject({ method: 'PUT', url: `/notes/${ID}`, headers: as, payload: { text: 'hello' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ID, text: 'hello', by: ACTOR.email });
    expect(steps).toEqual(['command', 'read']);
  });

  it('answers 201 with what the command made when the route creates', async () => {
    const res = await app.inject({ method: 'POST', url: '/notes', headers: as, payload: { text: 'new' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: ID, text: 'new', by: ACTOR.email });
  });

  it('answers a refused command in the error shape with its status, and reads nothing', async () => {
    steps.length = 0;
    const res = await app.inject({ method: 'PUT', url: `/notes/${ID}`, headers: as, payload: { text: 'taken' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error_key: ERROR_KEYS.conflict, message: 'That note exists.' });
    expect(steps).toEqual(['command']);
  });

  it('refuses a caller who is not signed in with 401 before the command runs', async () => {
    steps.length = 0;
    const res = await app.inject({ method: 'PUT', url: `/notes/${ID}`, payload: { text: 'hello' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_key).toBe(ERROR_KEYS.unauthorized);
    expect(steps).toEqual([]);
  });

  it('validates the request with the route schema (400 per field)', async () => {
    const res = await app.inject({ method: 'PUT', url: '/notes/not-a-uuid', headers: as, payload: { text: '' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toEqual(expect.arrayContaining(['id']));
  });
});

describe('commandNoContent', () => {
  it('answers 204 without a body, on a public route too', async () => {
    notes.set(ID, { text: 'bye', by: ACTOR.email });
    const res = await app.inject({ method: 'DELETE', url: `/notes/${ID}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(notes.has(ID)).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the helper routes with their tags, summaries, bodies and every response', async () => {
    const doc = (await app.inject({ url: '/doc' })).json();
    const put = doc.paths['/notes/{id}'].put;
    expect(put).toMatchObject({ tags: ['notes'], summary: 'Write a note' });
    // Besides its own: 400 (invalid), 404 (an API user), 413/415 (bodies), 414 (path parameter too long), 429, 503.
    expect(Object.keys(put.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '404',
      '409',
      '413',
      '414',
      '415',
      '429',
      '503',
    ]);
    expect(put.operationId).toBe('putNotesById');
    expect(put.responses['409'].content['application/json'].schema.$ref).toMatch(/ErrorResponse$/);
    expect(put.requestBody.content['application/json'].schema.required).toEqual(['text']);
    expect(Object.keys(doc.paths['/notes'].post.responses).sort()).toEqual([
      '201',
      '400',
      '401',
      '404',
      '409',
      '413',
      '415',
      '429',
      '503',
    ]);
    const remove = doc.paths['/notes/{id}'].delete;
    expect(Object.keys(remove.responses).sort()).toEqual(['204', '400', '414', '429', '503']);
    expect(remove.responses['204'].content).toBeUndefined();
    expect(remove.security).toEqual([]);
    expect(put.security).toBeUndefined();
  });
});
