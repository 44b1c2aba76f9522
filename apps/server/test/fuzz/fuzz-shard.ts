import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../factories/tenant.ts';
import { accessTokenFor } from '../helpers/inject.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { malformedRequest, type Operation, operationsOf, send } from './openapi-fuzz.ts';

export const RUNS_PER_OPERATION = 50;
const SHARDS = 2;

/**
 * Issue 13 item 14: malformed requests generated from the served OpenAPI document (fast-check) for
 * every operation in this shard, as a provider admin, a client admin and anonymously. No answer may
 * be a 5xx, and every refusal carries the §8 error shape.
 */
export function fuzzShard(shard: number) {
  const ctx = useTestApp();
  let ops: Operation[] = [];
  let tokens: Record<'provider' | 'client', string>;

  beforeAll(async () => {
    const doc = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
    ops = operationsOf(doc).filter((_, i) => i % SHARDS === shard);
    const provider = await buildUser(ctx.app.db, { role: 'provider_admin' });
    const t = await buildTenant(ctx.app.db);
    tokens = { provider: await accessTokenFor(ctx, provider), client: await accessTokenFor(ctx, t.clientAdmin) };
  });

  it(`answers ${RUNS_PER_OPERATION} malformed requests per operation without a 5xx (shard ${shard + 1}/${SHARDS})`, async () => {
    expect(ops.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    const statuses: Record<number, number> = {};
    for (const op of ops) {
      // A session a call ends (logout, password change) must not end the next operation's.
      const fresh = {
        provider: tokens.provider,
        client: tokens.client,
      };
      await fc.assert(
        fc.asyncProperty(malformedRequest(op), async (req) => {
          const authorization = req.caller === 'anonymous' ? null : `Bearer ${fresh[req.caller]}`;
          const res = await send(ctx, op, req, authorization);
          sent++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          const shaped =
            res.statusCode < 400 ||
            (res.headers['content-type']?.toString().includes('json') && typeof res.json().error_key === 'string');
          if (res.statusCode >= 500 || !shaped) {
            failures.push(`${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: 1300 + shard, endOnFailure: true },
      );
      if (op.path.includes('logout') || op.path.includes('password')) {
        tokens = {
          provider: await accessTokenFor(ctx, { id: decodeSubject(tokens.provider) }),
          client: await accessTokenFor(ctx, { id: decodeSubject(tokens.client) }),
        };
      }
    }
    if (process.env.FUZZ_STATS) console.log(ops.length, 'operations', sent, 'requests', statuses);
    expect(sent).toBeGreaterThanOrEqual(ops.length * RUNS_PER_OPERATION);
    expect([...new Set(failures)].slice(0, 30)).toEqual([]);
  }, 600_000);
}

const decodeSubject = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
