import { API_SCOPES } from '@statera/shared';
import { withoutUnusedSchemas } from '../../plugins/openapi-document.ts';

type Json = Record<string, unknown>;

export const V1_PREFIX = '/api/v1';

/**
 * The public API's own OpenAPI document: the /api/v1 operations of the whole document (generated from
 * the same zod schemas), the key scheme, and what each scope opens. Committed as
 * `docs/api/v1.openapi.json`; `test/public-api-contract.test.ts` fails on a breaking change against it.
 */
export function publicApiDocument(full: Json): Json {
  const paths = Object.fromEntries(
    Object.entries(full.paths as Record<string, Json>).filter(
      ([path]) => path.startsWith(`${V1_PREFIX}/`) && path !== `${V1_PREFIX}/openapi.json`,
    ),
  );
  const components = withoutUnusedSchemas(full.components as Json, paths) as Json;
  return {
    openapi: full.openapi,
    info: {
      title: 'Statera public API',
      version: '1',
      description:
        "Employment-status (IR35) assessments for integrations (HR, VMS, payroll). Authenticate with an API key made at /api-key-generator, sent as X-Api-Key; a key acts within its API user's client group and holds the scopes chosen when it was made (each operation names its scope). Every POST needs an Idempotency-Key; updates need If-Match with the ETag read; lists are walked with cursors; each answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset.",
      license: (full.info as Json).license,
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [{ name: 'public-api', description: `Scopes: ${API_SCOPES.join(', ')}` }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      ...components,
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
    },
  };
}
