import { isValidUtr } from '@statera/shared';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { SchemaContext } from './json-schema-arbitrary.ts';

/**
 * Requests the OpenAPI document refuses, made from ones it allows by one change each, and the
 * document's own verdict on a request (Ajv, JSON Schema 2020-12 with formats): the other half of
 * test/openapi-requests.test.ts.
 */
type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: ajv-formats is CommonJS; its default export is the plugin.
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body?: unknown;
}

/** Whether the document accepts the request: path, query and headers as the text they travel as, the body as JSON. */
export function documentValidator(doc: Json): (op: Json, parts: RequestParts) => boolean {
  const make = (coerceTypes: boolean | 'array') => {
    const ajv = new Ajv2020({
      strict: false,
      allErrors: false,
      unicodeRegExp: true,
      coerceTypes,
      validateFormats: true,
    });
    addFormats(ajv);
    ajv.addFormat('utr', (v: string) => isValidUtr(v.trim()));
    ajv.addSchema({ $id: 'openapi.json', components: doc.components } as Json);
    return ajv;
  };
  const bodies = make(false);
  const params = make('array');
  const cache = new Map<unknown, ValidateFunction>();
  const compile = (ajv: Ajv2020, schema: Json) => {
    let v = cache.get(schema);
    if (!v) {
      v = ajv.compile(
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"openapi.json#/components/schemas/')),
      );
      cache.set(schema, v);
    }
    return v;
  };
  return (op, parts) => {
    for (const where of ['path', 'query', 'header'] as const) {
      const list = ((op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === where);
      for (const p of list) {
        const value = parts[where][p.name as string];
        if (value === undefined) {
          if (p.required) return false;
          continue;
        }
        // As it travels: text (an array as repeated values).
        const wire = Array.isArray(value) ? value.map(String) : String(value);
        if (!compile(params, p.schema as Json)(structuredClone(wire))) return false;
      }
    }
    const content = (op.requestBody as Json | undefined)?.content as Record<string, { schema: Json }> | undefined;
    const schema = content?.['application/json']?.schema;
    if (schema && !compile(bodies, schema)(parts.body)) return false;
    return true;
  };
}

export interface Variant {
  what: string;
  parts: RequestParts;
}

type Leaf = { where: 'path' | 'query' | 'body'; keys: (string | number)[]; value: unknown };

function leaves(value: unknown, where: Leaf['where'], keys: (string | number)[] = [], out: Leaf[] = []): Leaf[] {
  out.push({ where, keys, value });
  if (Array.isArray(value)) for (const [i, v] of value.entries()) leaves(v, where, [...keys, i], out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value as Json)) leaves(v, where, [...keys, k], out);
  return out;
}

function withValue(
  parts: RequestParts,
  leaf: Leaf,
  change: (parent: Json, key: string | number) => void,
): RequestParts {
  const copy = structuredClone(parts) as RequestParts & Json;
  const root: Json = leaf.where === 'body' ? (copy as Json) : (copy[leaf.where] as Json);
  const keys = leaf.where === 'body' ? ['body', ...leaf.keys] : leaf.keys;
  let parent: Json = root;
  for (const k of keys.slice(0, -1)) parent = parent[k as string] as Json;
  change(parent, keys[keys.length - 1] as string | number);
  return copy;
}

const LONG = 'a'.repeat(20_001);

/**
 * One change per variant at each field of a request the document allows: left out, a value of
 * another type, a long string, an address with a 65-character local part, a NUL byte, a word the
 * field's pattern or enum may not take.
 */
export function invalidVariants(_op: Json, parts: RequestParts, _ctx: SchemaContext): Variant[] {
  const all = [
    ...leaves(parts.path, 'path').slice(1),
    ...leaves(parts.query, 'query').slice(1),
    ...(parts.body !== undefined ? leaves(parts.body, 'body') : []),
  ];
  const out: Variant[] = [];
  const add = (leaf: Leaf, what: string, change: (parent: Json, key: string | number) => void) =>
    out.push({
      what: `${leaf.where}.${leaf.keys.join('.') || '(body)'} ${what}`,
      parts: withValue(parts, leaf, change),
    });
  for (const leaf of all) {
    const isRoot = leaf.where === 'body' && leaf.keys.length === 0;
    if (!isRoot && leaf.where !== 'path' && typeof leaf.keys[leaf.keys.length - 1] === 'string')
      add(leaf, 'left out', (p, k) => {
        delete p[k as string];
      });
    if (leaf.where === 'body')
      add(
        leaf,
        'as another type',
        (p, k) => (p[k] = leaf.value !== null && typeof leaf.value === 'object' ? 'x' : { x: 1 }),
      );
    else add(leaf, 'as a word', (p, k) => (p[k] = 'not-valid-here'));
    if (typeof leaf.value === 'string') {
      add(leaf, 'too long', (p, k) => (p[k] = LONG));
      add(leaf, 'with a NUL byte', (p, k) => (p[k] = `${leaf.value as string}\u0000`));
      if ((leaf.value as string).includes('@'))
        add(leaf, 'with a 65-character local part', (p, k) => (p[k] = `${'a'.repeat(65)}@example.com`));
    }
  }
  return out;
}
