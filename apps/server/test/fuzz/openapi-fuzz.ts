import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../helpers/test-app.ts';

type Json = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProps: string[];
  multipart: boolean;
  hasBody: boolean;
}

/** Every operation of the served OpenAPI document, with the names its parameters and body declare. */
export function operationsOf(doc: Json): Operation[] {
  const ops: Operation[] = [];
  const components = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const deref = (s: Json | undefined): Json | undefined => {
    const ref = s?.$ref as string | undefined;
    return ref ? components[ref.split('/').pop()!] : s;
  };
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = ((op.parameters as Json[] | undefined) ?? []).map((p) => ({ name: p.name as string, in: p.in }));
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
      const schema = deref((content['application/json']?.schema as Json | undefined) ?? undefined);
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProps: Object.keys((schema?.properties as Json | undefined) ?? {}),
        multipart: 'multipart/form-data' in content,
        hasBody: Object.keys(content).length > 0 || method !== 'get',
      });
    }
  }
  return ops;
}

/** Text that breaks naive handling: NUL and control bytes, huge, unicode, injections, numbers as text. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    "' or 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '9'.repeat(400),
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '\uD800',
    'x'.repeat(20_000),
    '2026-02-30',
    '00000000-0000-0000-0000-000000000000',
  ),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 5 }),
  fc.dictionary(nasty, nasty, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A malformed request for the operation: wrong-typed or hostile values in every place it reads. */
export function malformedRequest(op: Operation) {
  const pathValue = fc.oneof(nasty, fc.uuid().map(String), fc.integer().map(String));
  const body = fc.oneof(
    { weight: 4, arbitrary: fc.record(Object.fromEntries(op.bodyProps.map((p) => [p, value])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '{"a":"\\u0000"}', 'not json', '['.repeat(2000), '') },
  );
  const query = fc.dictionary(
    op.queryParams.length ? fc.oneof(fc.constantFrom(...op.queryParams), nasty) : nasty,
    fc.oneof(nasty, fc.array(nasty, { maxLength: 3 })),
    { maxKeys: 5 },
  );
  return fc.record({
    pathValues: fc.tuple(...op.pathParams.map(() => pathValue)),
    query,
    body,
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      op.multipart ? 'multipart/form-data; boundary=x' : 'application/x-www-form-urlencoded',
    ),
    caller: fc.constantFrom('provider' as const, 'client' as const, 'anonymous' as const),
  });
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
function enc(text: string): string {
  let out = '';
  for (const b of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    for (const one of [v].flat()) parts.push(`${enc(k)}=${enc(String(one))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Sends one generated request; the answer. */
export function send(
  ctx: TestContext,
  op: Operation,
  req: { pathValues: string[]; query: Record<string, unknown>; body: unknown; contentType: string },
  authorization: string | null,
): Promise<LightMyRequestResponse> {
  let url = `/api${op.path.replace(/^\/api/, '')}`;
  op.pathParams.forEach((name, i) => {
    url = url.replace(`{${name}}`, enc(req.pathValues[i] ?? ''));
  });
  url += queryString(req.query);
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  const payload = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
  return ctx.app.inject({
    method: op.method as 'GET',
    url,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(withBody ? { 'content-type': req.contentType } : {}),
      'x-device-id': 'fuzz-device-0000000001',
    },
    ...(withBody ? { payload } : {}),
  });
}
