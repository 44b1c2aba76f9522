import { describe, expect, it } from 'vitest';
import { groupByTag, type OpenApiDocument, typeLabel } from './openapi.ts';

const doc: OpenApiDocument = {
  paths: {
    '/api/users/{userId}': {
      get: { tags: ['users'], summary: 'A user' },
      put: { tags: ['users'], summary: 'Update a user' },
      parameters: [] as never,
    },
    '/api/login': { post: { tags: ['auth'], summary: 'Sign in' } },
    '/api/health': { get: { summary: 'Health' } },
  },
  components: { schemas: { User: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } } },
};

describe('OpenAPI helpers of the documentation page', () => {
  it('groups operations by their first tag, sorted, untagged ones under "other"', () => {
    const groups = groupByTag(doc);
    expect(groups.map(([tag]) => tag)).toEqual(['auth', 'other', 'users']);
    expect(groups[2]![1].map((op) => `${op.method} ${op.path}`)).toEqual([
      'GET /api/users/{userId}',
      'PUT /api/users/{userId}',
    ]);
  });

  it('labels types, following references', () => {
    expect(typeLabel(doc, { type: 'string', format: 'email' })).toBe('string (email)');
    expect(typeLabel(doc, { type: 'array', items: { $ref: '#/components/schemas/User' } })).toBe('array of User');
    expect(typeLabel(doc, { enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeLabel(doc, { anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
  });
});
