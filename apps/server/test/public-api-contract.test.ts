import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { breakingChanges } from './helpers/openapi-breaking.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * The public API is a contract: the document served at /api/v1/openapi.json must not break a client
 * written against the committed `docs/api/v1.openapi.json`. After a deliberate, compatible change,
 * refresh the committed copy with `UPDATE_API_DOCUMENT=1`, then `npx biome format --write
 * docs/api/v1.openapi.json` and `npm run generate -w @statera/api-client`.
 */
const COMMITTED = new URL('../../../docs/api/v1.openapi.json', import.meta.url);
const ctx = useTestApp();
// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is free-form JSON
let served: any;

beforeAll(async () => {
  const res = await ctx.app.inject({ url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  served = res.json();
  if (process.env.UPDATE_API_DOCUMENT === '1') writeFileSync(COMMITTED, `${JSON.stringify(served, null, 2)}\n`);
});

describe('the public API document', () => {
  it('breaks nothing the committed document promised', () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8'));
    expect(breakingChanges(committed, served)).toEqual([]);
  });

  it('declares the key scheme, and each operation its scope, errors and examples', () => {
    expect(served.components.securitySchemes).toEqual({ apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } });
    const operations = Object.values(served.paths).flatMap((item) => Object.values(item as object));
    expect(operations.length).toBeGreaterThanOrEqual(10);
    for (const op of operations) {
      expect(op.security).toHaveLength(1);
      expect(Object.keys(op.security[0])).toEqual(['apiKey']);
      expect(op.responses['401']).toBeDefined();
    }
    const create = served.paths['/api/v1/engagements'].post;
    expect(create.requestBody.content['application/json'].example).toMatchObject({
      serviceProvided: expect.any(String),
    });
    expect(create.security).toEqual([{ apiKey: ['engagements:write'] }]);
    expect(
      served.paths['/api/v1/engagements/{id}'].get.responses['200'].content['application/json'].example,
    ).toBeTruthy();
    expect(Object.keys(served.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
  });

  it('counts as breaking: a removed field, a narrowed input, a new required input, a removed operation', () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8'));
    const changed = structuredClone(committed);
    delete changed.components.schemas.V1Engagement.properties.serviceProvided;
    changed.components.schemas.V1CreateEngagementInput.required.push('newRequiredField');
    changed.components.schemas.V1CreateEngagementInput.properties.newRequiredField = { type: 'string' };
    changed.components.schemas.V1CreateEngagementInput.properties.serviceProvided.maxLength = 10;
    delete changed.paths['/api/v1/appeals/{id}'].get;
    const found = breakingChanges(committed, changed);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/serviceProvided: removed/),
        expect.stringMatching(/newRequiredField: new required input/),
        expect.stringMatching(/serviceProvided: maxLength narrowed/),
        'GET /api/v1/appeals/{id}: removed',
      ]),
    );
    // and an addition is not
    const added = structuredClone(committed);
    added.components.schemas.V1Engagement.properties.extra = { type: 'string' };
    expect(breakingChanges(committed, added)).toEqual([]);
  });
});
