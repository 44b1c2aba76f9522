import { API_SCOPES } from '@statera/shared';
import { withoutUnusedSchemas } from '../../plugins/openapi-document.ts';
import { V1_EXAMPLES } from './v1-examples.ts';

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
  withExamples(paths);
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

/** Puts each operation's example input and answer on its JSON media types (copies: the whole document stays as it was). */
function withExamples(paths: Record<string, Json>): void {
  for (const [path, item] of Object.entries(paths)) {
    const copy: Json = { ...item };
    for (const [method, op] of Object.entries(item)) {
      const example = V1_EXAMPLES[`${method} ${path}`];
      if (!example) continue;
      const o = { ...(op as Json) };
      const media = (holder: Json | undefined, value: unknown) => {
        const json = (holder?.content as Json | undefined)?.['application/json'] as Json | undefined;
        if (!holder || !json) return holder;
        return { ...holder, content: { ...(holder.content as Json), 'application/json': { ...json, example: value } } };
      };
      if (example.request) o.requestBody = media(o.requestBody as Json, example.request);
      if (example.response) {
        const responses = { ...(o.responses as Json) };
        const ok = responses['200'] ? '200' : '201';
        responses[ok] = media(responses[ok] as Json, example.response);
        o.responses = responses;
      }
      copy[method] = o;
    }
    paths[path] = copy;
  }
}
