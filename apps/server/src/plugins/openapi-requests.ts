import type { UploadRules } from '../lib/uploads.ts';

/**
 * The request side of the OpenAPI document beyond what zod writes (docs/decisions/openapi.md):
 * the NUL character the input guard refuses everywhere, and multipart bodies, which no zod schema
 * validates (lib/uploads.ts reads them under the route's upload rules, which also write their schema).
 */
type Json = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart route's upload rules (the same object its handler passes to acceptUpload), and the
     * zod schema of a JSON body it takes instead, for the document.
     */
    upload?: { rules: UploadRules; json?: unknown };
  }
}

const NUL = '\\u0000';

/** A pattern that cannot match a string holding NUL: anchored, and no class that takes it. */
function excludesNul(pattern: string): boolean {
  return pattern.startsWith('^') && pattern.endsWith('$') && !/\.|\[\^|\\[SDW]|\\u0000|\\x00|\\0/.test(pattern);
}

/** Whether a `not` already refuses NUL (alone or among an anyOf's members). */
function saysNoNul(not: unknown): boolean {
  if (!not || typeof not !== 'object') return false;
  const n = not as Json;
  return n.pattern === NUL || (Array.isArray(n.anyOf) && n.anyOf.some((m) => (m as Json).pattern === NUL));
}

/**
 * Every string a request can carry says it holds no NUL (`not: {pattern: "\u0000"}`), as the input
 * guard (plugins/input-guard.ts) answers 400 to one anywhere: path, query, body. Formats and
 * enumerations cannot hold one, nor anchored patterns of plain classes; component schemas reached
 * from a request (zod's input variants) are marked once.
 */
export function refuseNulInRequests(paths: Record<string, Record<string, Json>>, components: Json): void {
  const schemas = (components.schemas ?? {}) as Record<string, Json>;
  const seen = new Set<unknown>();
  const visit = (schema: unknown): void => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    if (Array.isArray(schema)) {
      for (const s of schema) visit(s);
      return;
    }
    const s = schema as Json;
    if (typeof s.$ref === 'string') visit(schemas[s.$ref.replace('#/components/schemas/', '')]);
    const types = [s.type].flat();
    // A file's bytes (contentMediaType) may hold NUL: the guard reads text, not uploads.
    const isText =
      types.includes('string') && s.enum === undefined && s.const === undefined && s.contentMediaType === undefined;
    // Marked once: a nested schema object may be shared with an earlier document built in this process.
    if (
      isText &&
      s.format === undefined &&
      !(typeof s.pattern === 'string' && excludesNul(s.pattern)) &&
      !saysNoNul(s.not)
    ) {
      const nul = { pattern: NUL };
      s.not = s.not === undefined ? nul : { anyOf: [s.not, nul] };
    }
    for (const key of ['items', 'additionalProperties', 'contains', 'if', 'then', 'else'])
      if (typeof s[key] === 'object') visit(s[key]);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) visit(s[key]);
    for (const key of ['properties', 'patternProperties', 'dependentSchemas'])
      for (const child of Object.values((s[key] as Json | undefined) ?? {})) visit(child);
  };
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      for (const param of (operation.parameters as Json[] | undefined) ?? []) visit(param.schema);
      const content = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      for (const media of Object.values(content ?? {})) visit(media.schema);
    }
  }
}

/** A file field (a fresh object each time: the document's objects are not shared between builds). */
const binary = () => ({ type: 'string', contentMediaType: 'application/octet-stream' });

/** The multipart/form-data body a route's upload rules accept. */
export function multipartSchema(rules: UploadRules): Json {
  const fileFields = rules.fileFields ?? ['file'];
  const properties: Json = {};
  for (const field of fileFields)
    properties[field] = rules.repeatable
      ? { type: 'array', minItems: 1, maxItems: rules.maxFiles, items: binary() }
      : binary();
  for (const field of rules.textFields ?? []) properties[field] = { type: 'string', maxLength: 4096 };
  return {
    type: 'object',
    properties,
    required: [fileFields[0]],
    additionalProperties: false,
    description:
      `At most ${rules.maxFiles} file(s) in one request, each at most ${rules.maxBytes} bytes and not empty, ` +
      `of the types ${rules.types.join(', ')} recognised by their bytes (415 errors.fileExtensionUnsupported ` +
      'otherwise; 413 errors.fileTooBig; 400 errors.tooManyFiles, errors.fileEmpty, errors.fileNameTooLong for a name over 190 characters).',
  };
}
