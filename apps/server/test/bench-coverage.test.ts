import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

/**
 * Issue 30 item 12: every list the API serves is measured on the scale dataset. The list operations
 * are read from the OpenAPI document (a GET whose 200 answer is an array or `{ data: [...] }`); each
 * must be named by a `${api}/…` URL in bench/scale.bench.ts or bench/scale-cases/. A new list
 * without a bench case fails here.
 */
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked as untyped JSON.
type Json = Record<string, any>;
const bench = new URL('../../../bench/', import.meta.url);
const benchText = [
  readFileSync(new URL('scale.bench.ts', bench), 'utf8'),
  ...readdirSync(new URL('scale-cases/', bench))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(new URL(`scale-cases/${f}`, bench), 'utf8')),
].join('\n');

const ctx = useTestApp();
let doc: Json;
beforeAll(async () => {
  doc = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
});

function resolve(schema: Json | undefined): Json | undefined {
  let s = schema;
  while (s?.$ref)
    s = (s.$ref as string)
      .split('/')
      .slice(1)
      .reduce((o: Json, k) => o?.[k], doc);
  return s;
}

function listOperations(): string[] {
  const lists: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Json>)) {
    const body = resolve(ops.get?.responses?.['200']?.content?.['application/json']?.schema);
    if (body?.type === 'array' || resolve(body?.properties?.data)?.type === 'array') lists.push(path);
  }
  return lists;
}

/** `/api/companies/{id}/users` → a URL of the bench: `${api}/companies/${…}/users` then `?` or the string's end. */
function benchUrlPattern(path: string): RegExp {
  const rest = path
    .replace(/^\/api/, '')
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\$\\{[^}]+\\}');
  return new RegExp(`\\$\\{api\\}${rest}[?\`]`);
}

describe('the scale bench covers every list', () => {
  it('finds the list operations in the document', () => {
    const lists = listOperations();
    // The document's lists include these, whatever else is added.
    expect(lists).toEqual(
      expect.arrayContaining(['/api/my-engagements', '/api/users/{userId}/appeals', '/api/sectors']),
    );
    expect(lists.length).toBeGreaterThan(40);
  });

  it('the pattern tells a covered path from another', () => {
    const p = benchUrlPattern('/api/companies/{id}/users');
    expect(p.test('`${api}/companies/${g}/users?rows=20`')).toBe(true);
    expect(p.test('`${api}/companies/${g}/users/x`')).toBe(false);
    expect(p.test('`${api}/companies/${g}/user-options`')).toBe(false);
  });

  it('names each list operation in bench/scale.bench.ts or bench/scale-cases/', () => {
    const missing = listOperations().filter((path) => !benchUrlPattern(path).test(benchText));
    expect(missing).toEqual([]);
  });
});
