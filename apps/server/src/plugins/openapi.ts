import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeRouteSchema, finishDocument } from './openapi-document.ts';

type ZodToJsonConfig = NonNullable<Parameters<typeof createJsonSchemaTransform>[0]['zodToJsonConfig']>;
type OverrideContext = Parameters<NonNullable<ZodToJsonConfig['override']>>[0];

type CheckDef = { check?: string; tx?: unknown; minimum?: number };

/**
 * What zod checks and does not write into JSON Schema, written in (docs/decisions/openapi.md):
 * - a pipe documents its input side only (`z.string().trim().pipe(z.email())` would read as any
 *   string): the format and pattern its output side checks are carried over;
 * - a string trimmed before its minimum length (`z.string().trim().min(1)`) refuses a blank value,
 *   which `minLength` alone allows: a pattern says it needs that many characters between non-spaces.
 */
function override(ctx: OverrideContext): void {
  const def = ctx.zodSchema._zod.def as {
    type: string;
    out?: { _zod: { def: Record<string, unknown> } };
    checks?: { _zod: { def: CheckDef } }[];
  };
  const json = ctx.jsonSchema as Record<string, unknown>;
  if (def.type === 'string' && json.pattern === undefined) {
    const min = minimumAfterTrim((def.checks ?? []).map((c) => c._zod.def));
    if (min > 0) json.pattern = min === 1 ? '\\S' : `\\S[\\s\\S]{${min - 2},}\\S`;
  }
  if (def.type !== 'pipe' || !def.out) return;
  const out = def.out._zod.def;
  if (json.type !== 'string' || out.type !== 'string') return;
  if (typeof out.format === 'string' && json.format === undefined) json.format = out.format;
  if (out.pattern instanceof RegExp && json.pattern === undefined) json.pattern = out.pattern.source;
}

/** The largest minimum length checked after a trim (0: none). */
function minimumAfterTrim(checks: CheckDef[]): number {
  let trimmed = false;
  let min = 0;
  for (const check of checks) {
    if (check.check === 'overwrite' && String(check.tx).includes('.trim()')) trimmed = true;
    if (check.check === 'min_length' && trimmed) min = Math.max(min, check.minimum ?? 0);
  }
  return min;
}

const zodToJsonConfig: ZodToJsonConfig = { override };

const API_DESCRIPTION = [
  'Employment-status (IR35) assessments. Authenticate with POST /api/login or an API key.',
  'Every request is validated as this document says: a request it refuses is answered 400 in the error shape, with the fields named.',
  'No text may hold a NUL character (U+0000) — in a path, a query or a body (each string says so with `not: {pattern: "\\u0000"}`).',
  'Lengths count UTF-16 code units, as JavaScript does: a character outside the Basic Multilingual Plane (most emoji) counts twice.',
  'Rules between two fields of an object, which JSON Schema cannot compare, are listed in its `x-rules` (and its description).',
  'A known path called with a method it does not take answers 405 with an `Allow` header.',
].join(' ');
const transform = createJsonSchemaTransform({ zodToJsonConfig });
const transformObject = createJsonSchemaTransformObject({ zodToJsonConfig });

/** The OpenAPI 3.1 document generated from the routes' zod schemas (docs/decisions/openapi.md). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Statera API',
        version: '1.0.0',
        description: API_DESCRIPTION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The public API (/api/v1, its own document at /api/v1/openapi.json): a key made at /api-key-generator.
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: (input) =>
      transform({ ...input, schema: input.schema ? completeRouteSchema(input as never) : input.schema } as never),
    transformObject: (input) => ({
      ...finishDocument(transformObject(input) as Record<string, unknown>),
      servers: [{ url: '/', description: 'This server' }],
    }),
  });
}
