import { describe, expect, it } from 'vitest';
import { lintOpenApi } from '../../test/helpers/openapi-contract.ts';
import { createTestApp, useTestApp } from '../../test/helpers/test-app.ts';

const ctx = useTestApp();

describe('the OpenAPI document', () => {
  it('passes @redocly/cli lint (recommended rules) with 0 errors', async () => {
    const doc = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
    const { errors, warnings } = await lintOpenApi(doc);
    expect(errors.map((e) => `${e.ruleId} ${e.location[0]?.pointer}: ${e.message}`)).toEqual([]);
    // What is left are the health checks, which answer no 4xx (operation-4xx-response), and the
    // spec's own appeal paths: `appeals/key/{key}` beside `appeals/{key}/…` (and `appeals/{id}/…`).
    // The router takes the static `key` segment first and a link key is never the word "key"
    // (docs/decisions/appeal-contractor-link.md).
    const specAmbiguity = (w: { ruleId: string; message: string }) =>
      w.ruleId === 'no-ambiguous-paths' && w.message.includes('`/api/appeals/key/{key}');
    expect(
      warnings.filter((w) => w.ruleId !== 'operation-4xx-response' && !specAmbiguity(w)).map((w) => w.message),
    ).toEqual([]);
  }, 60_000);

  it('is the same document when a second app is built in the same process (nothing shared is marked twice)', async () => {
    const first = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
    const second = await createTestApp();
    try {
      expect((await second.app.inject({ url: '/api/documentation/public' })).json()).toEqual(first);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('gives every operation a unique operationId and marks public ones security: []', async () => {
    const doc = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
    const ids: string[] = [];
    for (const item of Object.values(doc.paths) as Record<string, { operationId: string }>[])
      ids.push(...Object.values(item).map((o) => o.operationId));
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/login'].post.security).toEqual([]);
    expect(doc.paths['/api/engagements'].post.security).toBeUndefined();
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents 204 without a body, and 400/413/414/415/429/503 where they can happen', async () => {
    const doc = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
    const remove = doc.paths['/api/companies/{id}'].delete;
    expect(remove.responses['204']).toEqual({ description: 'No Content' });
    expect(Object.keys(remove.responses)).toEqual(expect.arrayContaining(['400', '414', '429', '503']));
    const create = doc.paths['/api/engagements'].post.responses;
    expect(Object.keys(create)).toEqual(expect.arrayContaining(['400', '413', '415', '429', '503']));
    expect(create['413'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorResponse');
    expect(doc.paths['/api/health'].get.responses['429']).toBeUndefined();
  });

  it('carries the constraints the server enforces, and no path parameter longer than the router takes', async () => {
    const doc = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
    const recovery = doc.paths['/api/password-recovery-tokens'].post.requestBody.content['application/json'].schema;
    expect(recovery.properties.email).toMatchObject({ type: 'string', format: 'email' });
    const list = doc.paths['/api/users'].get.parameters;
    expect(list.find((p: { name: string }) => p.name === 'rows').schema).toMatchObject({ minimum: 1, maximum: 500 });
    expect(list.find((p: { name: string }) => p.name === 'format').schema.enum).toEqual(['datatable', 'xls']);
    for (const item of Object.values(doc.paths) as Record<string, { parameters?: { in: string; schema: object }[] }>[])
      for (const op of Object.values(item))
        for (const p of op.parameters?.filter((x) => x.in === 'path') ?? []) {
          const lengths = [...JSON.stringify(p.schema).matchAll(/"maxLength":(\d+)/g)].map((m) => Number(m[1]));
          expect(lengths.every((n) => n <= 100)).toBe(true);
        }
  });

  it('has one path per template: the registration link and the user share /api/users/{userIdOrToken}', async () => {
    const doc = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
    const templates = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(templates).size).toBe(templates.length);
    const users = doc.paths['/api/users/{userIdOrToken}'];
    expect(Object.keys(users).sort()).toEqual(['get', 'post', 'put']);
    expect(users.get.security).toEqual([{ bearerAuth: [] }, {}]);
    expect(users.post.security).toEqual([]);
  });

  it('documents nullable references as a union with null (OpenAPI 3.1), not nullable beside allOf', async () => {
    const doc = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    expect(doc.components.schemas.Company.properties.holding).toEqual({
      anyOf: [{ $ref: '#/components/schemas/HoldingSettings' }, { type: 'null' }],
    });
  });
});
