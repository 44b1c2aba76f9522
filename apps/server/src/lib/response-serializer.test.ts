import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/helpers/test-app.ts';
import { createResponseSerializerCompiler, zodSerializedRoutes } from './response-serializer.ts';

const ZResult = z.object({
  outcome: z.enum(['employed', 'selfEmployed']),
  employed: z.number().int(),
  borderline: z.boolean().optional(),
  reasons: z.array(z.string()).optional(),
});
const ZItem = z.object({
  id: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  result: ZResult.nullable(),
  tags: z.array(z.object({ key: z.string() })),
});

/** One route answering `payload` through the serializer (checked or not). */
async function answer(payload: unknown, check: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check }));
  app.get('/item', { schema: { response: { 200: ZItem } } }, async () => payload as never);
  const res = await app.inject({ url: '/item' });
  await app.close();
  return res;
}

const item = {
  id: 'a1',
  name: 'Ada',
  note: null,
  // More than declared, inside a nullable object too: written by neither serializer.
  result: { outcome: 'employed', employed: 70, borderline: true, internalScore: 0.7 },
  tags: [{ key: 'x', secret: 's' }],
  passwordHash: 'never written',
};

describe('answers written from the route schema', () => {
  it.each([false, true])(
    'writes the declared properties only, optional ones when present (check %s)',
    async (check) => {
      const res = await answer(item, check);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: 'a1',
        name: 'Ada',
        note: null,
        result: { outcome: 'employed', employed: 70, borderline: true },
        tags: [{ key: 'x' }],
      });
      expect(res.body).not.toContain('never written');
      expect(res.body).not.toContain('internalScore');
    },
  );

  it('writes a null nullable object', async () => {
    const res = await answer({ ...item, result: null }, true);
    expect(res.json().result).toBeNull();
  });

  it('with the check, an answer the schema refuses still fails as it did (500), not written anyway', async () => {
    const res = await answer({ ...item, name: 42 }, true);
    expect(res.statusCode).toBe(500);
  });

  it("compiles every JSON answer of the app's routes (only the spreadsheets keep zod's)", async () => {
    const { close } = await createTestApp();
    const json = [...zodSerializedRoutes].filter((route) => !route.endsWith('spreadsheetml.sheet'));
    expect(json).toEqual([]);
    expect(zodSerializedRoutes.size).toBeGreaterThan(0);
    await close();
  });
});
