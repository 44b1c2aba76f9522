import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeRouteSchema, finishDocument } from './openapi-document.ts';

type ZodToJsonConfig = NonNullable<Parameters<typeof createJsonSchemaTransform>[0]['zodToJsonConfig']>;
type OverrideContext = Parameters<NonNullable<ZodToJsonConfig['override']>>[0];

/**
 * A pipe documents its input side only (`z.string().trim().pipe(z.email())` would read as any
 * string): the format and pattern its output side checks are what the server enforces, so they are
 * carried over.
 */
function override(ctx: OverrideContext): void {
  const def = ctx.zodSchema._zod.def as { type: string; out?: { _zod: { def: Record<string, unknown> } } };
  if (def.type !== 'pipe' || !def.out) return;
  const out = def.out._zod.def;
  const json = ctx.jsonSchema as Record<string, unknown>;
  if (json.type !== 'string' || out.type !== 'string') return;
  if (typeof out.format === 'string' && json.format === undefined) json.format = out.format;
  if (out.pattern instanceof RegExp && json.pattern === undefined) json.pattern = out.pattern.source;
}

const zodToJsonConfig: ZodToJsonConfig = { override };
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
        description: 'Employment-status (IR35) assessments. Authenticate with POST /api/login or an API key.',
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
