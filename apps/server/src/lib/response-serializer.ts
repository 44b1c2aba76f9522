import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;

/** The answers (method, path, status, content type) left to zod's serializer: their JSON Schema did not compile. */
export const zodSerializedRoutes = new Set<string>();

/** A route's response schema as Fastify hands it over: the zod schema, or one under `properties`. */
function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof $ZodType) return schema as unknown as z.ZodType;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof $ZodType ? (properties as unknown as z.ZodType) : null;
}

/**
 * The schema with `additionalProperties: false` left out: zod strips the keys an object does not
 * declare, and fast-json-stringify writes only declared keys either way, but where it must choose a
 * branch (`anyOf`: a nullable object) it validates the value, and a closed object would refuse a
 * value that merely holds more than is declared.
 */
function withoutClosedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = withoutClosedObjects(value);
  }
  return out;
}

/** fast-json-stringify compiled from the output side of the schema, or null when it cannot be. */
function compileFast(schema: z.ZodType): Serialize | null {
  try {
    const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
    return fastJson(withoutClosedObjects(json) as never) as Serialize;
  } catch {
    return null;
  }
}

/**
 * Answers written by fast-json-stringify, compiled once per route from the JSON Schema of the same
 * zod schema the route declares (and the OpenAPI document publishes): only the declared properties
 * are written, as zod's encode-then-`JSON.stringify` (`fastify-type-provider-zod`) wrote them, at
 * half its cost and a fraction of its garbage — a list page of 20 engagements 123 → 61 µs on a
 * quiet core (docs/decisions/performance.md, "Less work in every request"). A schema
 * JSON Schema cannot express (none today) keeps zod's serializer.
 *
 * With `check` (the server's tests: `STATERA_CHECK_SERIALIZER=1`) every answer is written both
 * ways: zod's first, so a wrong answer still fails as it did (500), then the fast one, and any
 * difference between the two values throws (not between the texts: fast-json-stringify writes an
 * object's required keys first, then its optional ones).
 */
export function createResponseSerializerCompiler({ check = false } = {}) {
  return (input: CompilerInput): Serialize => {
    const viaZod = zodSerializerCompiler(input) as Serialize;
    const schema = zodSchemaOf(input.schema);
    const fast = schema ? compileFast(schema) : null;
    if (!fast) {
      const { httpStatus, contentType } = input as { httpStatus?: string; contentType?: string };
      zodSerializedRoutes.add(`${input.method} ${input.url} ${httpStatus ?? ''} ${contentType ?? ''}`.trim());
      return viaZod;
    }
    if (!check) return fast;
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      // The same JSON value: fast-json-stringify writes an object's required keys before its optional ones.
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${input.method} ${input.url}: the fast serializer wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}
