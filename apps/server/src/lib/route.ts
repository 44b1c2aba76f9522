import { ZErrorResponse } from '@statera/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../authz/actor.ts';
import { actorOf } from '../plugins/auth.ts';

/** The app (or plugin scope) a module's routes are registered on, typed by zod. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A request typed by a route's zod schemas (params, querystring, body, headers). */
export type ZodRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

/** The refusals a route documents; each answers the shared error shape ({ error_key, message, errors? }). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 428 | 429 | 503;

type ErrorResponses<S extends readonly ErrorStatus[]> = { [K in S[number]]: typeof ZErrorResponse };

/**
 * The error part of a route's `response` schema: `errorResponses(400, 401, 404)` is
 * `{ 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse }`, so OpenAPI lists each refusal.
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S): ErrorResponses<S> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as ErrorResponses<S>;
}

/** A route that changes something: where it lives and what OpenAPI says of it. */
export interface CommandRoute<S extends FastifySchema> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  schema: S;
  config?: FastifyContextConfig;
  /** Runs before validation (a route that reads a body its schema cannot declare checks it here). */
  preValidation?: (request: FastifyRequest) => Promise<void>;
}

/** The two steps of a write that answers the resource as the reader sees it afterwards. */
export interface CommandThenRead<S extends FastifySchema, Result, View> {
  /** The change (a service call that opens its own transaction). */
  command: (request: ZodRequest<S>, actor: Actor) => Promise<Result>;
  /** The read model answered afterwards; `result` is what the command returned (e.g. a new id). */
  read: (request: ZodRequest<S>, actor: Actor, result: Result) => Promise<View>;
  /** 200 unless the write creates something (201) or starts work done later (202). */
  status?: 200 | 201 | 202;
}

/**
 * Registers a write that runs a command and then answers the read model, for the signed-in actor:
 *
 *   commandThenRead(app, { method: 'PUT', url: '/companies/:id', schema }, {
 *     command: (request, actor) => updateCompany(app.db, actor, request.params.id, request.body),
 *     read: (request, actor) => getCompany(app.db, actor, request.params.id),
 *   });
 */
export function commandThenRead<S extends FastifySchema, Result, View>(
  app: ZodApp,
  route: CommandRoute<S>,
  steps: CommandThenRead<S, Result, View>,
): void {
  untyped(app).route({
    ...route,
    schema: route.schema as FastifySchema,
    handler: async (request, reply) => {
      const typed = request as unknown as ZodRequest<S>;
      const actor = actorOf(request);
      const result = await steps.command(typed, actor);
      const view = await steps.read(typed, actor, result);
      return reply.code(steps.status ?? 200).send(view);
    },
  });
}

/**
 * Registers a write that answers 204 without a body once `command` is done. The command gets the
 * request only, so public routes (password recovery) use it too; signed-in ones call actorOf.
 */
export function commandNoContent<S extends FastifySchema>(
  app: ZodApp,
  route: CommandRoute<S>,
  command: (request: ZodRequest<S>) => Promise<unknown>,
): void {
  untyped(app).route({
    ...route,
    schema: route.schema as FastifySchema,
    handler: async (request, reply) => {
      await command(request as unknown as ZodRequest<S>);
      return reply.code(204).send(null);
    },
  });
}

/** The helpers check the request types at their call; inside, the route is registered as Fastify takes it. */
function untyped(app: ZodApp): FastifyInstance {
  return app as unknown as FastifyInstance;
}
