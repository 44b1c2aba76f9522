import { describeFieldRules, FIELD_RULES_KEYWORD, type TFieldRule, ZErrorResponse } from '@statera/shared';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { multipartSchema, refuseNulInRequests } from './openapi-requests.ts';

/**
 * What the generated OpenAPI document says beyond the zod schemas, so that an outside tool can rely
 * on it (docs/decisions/openapi.md): an operationId per operation, `security: []` on public calls,
 * every refusal the server can answer, 204 without a body, one path per template, and the router's
 * limit on path parameters.
 */

/** Fastify's default `maxParamLength`: a longer path parameter is refused with 414 before any route runs. */
export const MAX_PARAM_LENGTH = 100;

type Json = Record<string, unknown>;

interface RouteInput {
  schema: FastifySchema & Json;
  url: string;
  route: RouteOptions;
}

/** `GET /api/users/:userId/avatar` → `getUsersByUserIdAvatar` (regex constraints of a param dropped). */
export function operationIdOf(method: string, url: string): string {
  const words: string[] = [method.toLowerCase()];
  for (const segment of stripParamPatterns(url).split('/')) {
    if (segment === '' || segment === 'api') continue;
    const param = /^:(\w+)$/.exec(segment);
    words.push(param ? `By${capitalise(param[1] as string)}` : camel(segment));
  }
  return words.join('');
}

/** `:name(regex)` (balanced parentheses) → `:name`. */
export function stripParamPatterns(url: string): string {
  let out = '';
  for (let i = 0; i < url.length; i++) {
    out += url[i];
    if (url[i] !== ':') continue;
    const name = /^:(\w+)/.exec(url.slice(i))?.[1] ?? '';
    out += name;
    i += name.length + 1;
    if (url[i] !== '(') {
      i--;
      continue;
    }
    for (let depth = 0; i < url.length; i++) {
      if (url[i] === '\\') i++;
      else if (url[i] === '(') depth++;
      else if (url[i] === ')' && --depth === 0) break;
    }
  }
  return out;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const camel = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalise)
    .join('');

/**
 * Adds to a route's schema, before the zod transform, what the route can answer besides its own
 * responses: 400 (params, query or body invalid, or a body that is not JSON), 401 and 404 of the
 * auth hook on protected routes (404: an API user outside the routes open to them), 413 and 415 (bodies),
 * 414 (a path parameter longer than the router takes), 429 (the API's rate limit) and 503
 * (maintenance, or the database unreachable). Sets the operationId and the security of public routes.
 */
export function completeRouteSchema({ schema, url, route }: RouteInput): FastifySchema & Json {
  const method = [route.method].flat()[0] as string;
  const config = (route.config ?? {}) as {
    public?: boolean;
    rateLimit?: unknown;
    apiUsers?: boolean;
    upload?: NonNullable<RouteOptions['config']>['upload'];
  };
  const response = { ...((schema.response as Json | undefined) ?? {}) };
  const hasBody = schema.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(method);
  const add = (status: number, when: boolean) => {
    if (when && response[status] === undefined) response[status] = ZErrorResponse;
  };
  add(400, Boolean(schema.params || schema.querystring || schema.body || schema.headers) || hasBody);
  // The auth hook: 401 without a valid session; 404 to an API user on a route not open to them.
  add(401, !config.public);
  add(404, !config.public && !config.apiUsers);
  add(413, hasBody);
  add(414, url.includes(':'));
  add(415, hasBody);
  add(429, config.rateLimit !== false);
  add(503, true);
  // Multipart bodies are read by the handler (lib/uploads.ts), not by a zod schema: their rules write them.
  const uploads: Json = {};
  if (config.upload) {
    uploads[MULTIPART_BODY] = multipartSchema(config.upload.rules);
    if (config.upload.json) {
      const { $schema: _, ...json } = z.toJSONSchema(config.upload.json as z.ZodType, {
        io: 'input',
        target: 'draft-2020-12',
      }) as Json;
      uploads[JSON_BODY] = json;
    }
  }
  return {
    ...schema,
    ...uploads,
    ...queryObjectRules(schema.querystring),
    operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, url),
    ...(config.public ? { security: [] } : {}),
    response,
  };
}

/**
 * What a query object checks across its parameters (a period's order, a value that depends on
 * another), which OpenAPI parameters, one schema each, cannot say: kept on the operation as
 * `x-query` (the object's `anyOf` and `x-rules`) and in its description.
 */
function queryObjectRules(querystring: unknown): Json {
  const meta = (querystring as { meta?: () => Json | undefined } | undefined)?.meta?.();
  if (!meta || (meta[FIELD_RULES_KEYWORD] === undefined && meta.anyOf === undefined)) return {};
  const rules: Json = {};
  if (meta[FIELD_RULES_KEYWORD]) rules[FIELD_RULES_KEYWORD] = meta[FIELD_RULES_KEYWORD];
  if (meta.anyOf) rules.anyOf = meta.anyOf;
  return { [QUERY_RULES]: rules };
}

const QUERY_RULES = 'x-query';

/** Where completeRouteSchema leaves a multipart route's bodies for finishOperation (`x-` keys pass the transforms). */
const MULTIPART_BODY = 'x-multipart-body';
const JSON_BODY = 'x-json-body';

const QUERY_ANY_OF = 'The query parameters together match one of the schemas of `x-query.anyOf`.';

const NO_CONTENT_DESCRIPTION = 'No Content';
const DESCRIPTIONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': NO_CONTENT_DESCRIPTION,
  '400': 'The request is invalid (errors.validation with the fields), or its body is not JSON',
  '401': 'Not signed in, or the token is invalid or expired',
  '403': 'Signed in, but not allowed',
  '404': 'Not found, or not in the caller’s tenancy',
  '409': 'Conflicts with the current state',
  '413': 'The body is larger than the server takes',
  '414': `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
  '415': 'The body’s content type is not accepted',
  '412': 'If-Match names an older version: read it again',
  '422': 'Valid, but the rules refuse it',
  '428': 'If-Match is required',
  '429': 'Too many requests; retry later',
  '503': 'Under maintenance or temporarily unavailable; see Retry-After',
};

/** The whole document, after @fastify/swagger and the zod transform built it. */
export function finishDocument(doc: Json): Json {
  const paths = mergeIdenticalPaths(doc.paths as Record<string, Record<string, Json>>);
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) finishOperation(operation);
  }
  const components = withoutUnusedSchemas(doc.components as Json, paths);
  refuseNulInRequests(paths, components);
  return { ...doc, paths, components };
}

/**
 * The zod registry yields an input and an output variant of every registered schema; only those an
 * operation reaches (directly or through another schema) are kept.
 */
export function withoutUnusedSchemas(components: Json, paths: Json): Json {
  const schemas = (components.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    const text = JSON.stringify(value);
    for (const m of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = m[1] as string;
      if (used.has(name)) continue;
      used.add(name);
      visit(schemas[name]);
    }
  };
  visit(paths);
  return { ...components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) };
}

function finishOperation(operation: Json): void {
  const query = operation[QUERY_RULES] as Json | undefined;
  if (query) {
    const rules = (query[FIELD_RULES_KEYWORD] ?? []) as TFieldRule[];
    const said = [rules.length > 0 ? `Query: ${describeFieldRules(rules)}` : '', query.anyOf ? QUERY_ANY_OF : '']
      .filter(Boolean)
      .join(' ');
    operation.description = [operation.description, said].filter(Boolean).join('\n\n');
  }
  if (operation[MULTIPART_BODY]) {
    const content: Json = { 'multipart/form-data': { schema: operation[MULTIPART_BODY] } };
    if (operation[JSON_BODY]) content['application/json'] = { schema: operation[JSON_BODY] };
    operation.requestBody = { required: true, content };
    delete operation[MULTIPART_BODY];
    delete operation[JSON_BODY];
  }
  for (const param of (operation.parameters as Json[] | undefined) ?? []) {
    if (param.in !== 'path') continue;
    const schema = param.schema as Json;
    limitLength(schema);
  }
  const responses = operation.responses as Record<string, Json>;
  for (const [status, response] of Object.entries(responses)) {
    if (response.description === 'Default Response' || response.description === undefined)
      response.description = DESCRIPTIONS[status] ?? 'Response';
    if (status === '204') delete response.content;
    if (status === '503' && !response.headers)
      response.headers = {
        'Retry-After': { description: 'Seconds until the service is expected back', schema: { type: 'string' } },
      };
  }
}

/** A path parameter never exceeds the router's limit (a longer one is a 414). */
function limitLength(schema: Json): void {
  for (const key of ['anyOf', 'oneOf']) {
    for (const member of (schema[key] as Json[] | undefined) ?? []) limitLength(member);
  }
  const types = [schema.type].flat();
  if (!types.includes('string')) return;
  if (schema.format === 'uuid') return;
  const current = schema.maxLength as number | undefined;
  schema.maxLength = Math.min(current ?? MAX_PARAM_LENGTH, MAX_PARAM_LENGTH);
}

const templateOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/**
 * Paths that differ only by their parameters' names (Fastify tells them apart with a regex, which
 * OpenAPI cannot say: /api/users/{userId} and /api/users/{token}) become one path whose parameter
 * names both; an operation on both (GET) becomes one operation that documents each answer.
 */
function mergeIdenticalPaths(paths: Record<string, Record<string, Json>>): Record<string, Record<string, Json>> {
  const groups = new Map<string, string[]>();
  for (const path of Object.keys(paths)) groups.set(templateOf(path), [...(groups.get(templateOf(path)) ?? []), path]);
  const out: Record<string, Record<string, Json>> = {};
  for (const path of Object.keys(paths)) {
    const group = groups.get(templateOf(path)) as string[];
    if (group.length === 1) {
      out[path] = paths[path] as Record<string, Json>;
      continue;
    }
    if (group[0] !== path) continue;
    const names = group.map((p) => [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string));
    const merged = names[0]!.map((_, i) => {
      const distinct = [...new Set(names.map((n) => n[i] as string))];
      return distinct.map((n, j) => (j === 0 ? n : capitalise(n))).join('Or');
    });
    let k = 0;
    const mergedPath = path.replace(/\{[^}]+\}/g, () => `{${merged[k++]}}`);
    const item: Record<string, Json> = {};
    group.forEach((p, g) => {
      for (const [method, operation] of Object.entries(paths[p] as Record<string, Json>)) {
        const renamed = renameParams(operation, names[g] as string[], merged);
        item[method] = item[method] ? mergeOperations(item[method] as Json, renamed) : renamed;
      }
    });
    out[mergedPath] = item;
  }
  return out;
}

function renameParams(operation: Json, from: string[], to: string[]): Json {
  const parameters = ((operation.parameters as Json[] | undefined) ?? []).map((param) => {
    const i = param.in === 'path' ? from.indexOf(param.name as string) : -1;
    return i < 0 ? param : { ...param, name: to[i] };
  });
  return { ...operation, parameters };
}

/** One operation documenting two routes on the same template (which one runs depends on the value). */
function mergeOperations(a: Json, b: Json): Json {
  const parameters = [...(a.parameters as Json[])];
  for (const param of b.parameters as Json[]) {
    const i = parameters.findIndex((p) => p.in === param.in && p.name === param.name);
    if (i < 0) parameters.push(param);
    else {
      const existing = parameters[i] as Json;
      if (JSON.stringify(existing.schema) !== JSON.stringify(param.schema))
        parameters[i] = { ...existing, schema: { anyOf: [existing.schema, param.schema] } };
    }
  }
  const responses: Record<string, Json> = { ...(a.responses as Record<string, Json>) };
  for (const [status, response] of Object.entries(b.responses as Record<string, Json>)) {
    const existing = responses[status];
    if (!existing || JSON.stringify(existing) === JSON.stringify(response)) {
      responses[status] = response;
      continue;
    }
    const schemaOf = (r: Json) =>
      (r.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema;
    const sa = schemaOf(existing);
    const sb = schemaOf(response);
    responses[status] =
      sa && sb ? { ...existing, content: { 'application/json': { schema: { oneOf: [sa, sb] } } } } : { ...existing };
  }
  // `security: []` (public) is the anonymous alternative `{}` once the operation has others.
  const alternatives = (o: Json) => {
    const s = (o.security as Json[] | undefined) ?? [{ bearerAuth: [] }];
    return s.length === 0 ? [{}] : s;
  };
  const security = [...alternatives(a)];
  for (const s of alternatives(b)) {
    if (!security.some((x) => JSON.stringify(x) === JSON.stringify(s))) security.push(s);
  }
  return {
    ...a,
    operationId: `${a.operationId as string}Or${capitalise(String(b.operationId).replace(/^[a-z]+By/, ''))}`,
    summary: `${a.summary as string} — or — ${b.summary as string}`,
    description: [
      'One path, two operations told apart by the value of the path parameter: a user id (uuid) selects the first, any other value is an invitation token and selects the second.',
      a.description,
      b.description,
    ]
      .filter(Boolean)
      .join('\n\n'),
    parameters,
    responses,
    security,
  };
}
