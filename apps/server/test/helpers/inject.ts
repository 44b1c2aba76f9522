import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestContext } from './test-app.ts';

/** Sends a request as the given user (a signed access token), or anonymously with null. */
export async function injectAs(
  ctx: TestContext,
  user: { id: string } | null,
  opts: InjectOptions,
): Promise<LightMyRequestResponse> {
  const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
  if (user) headers.authorization = `Bearer ${await ctx.app.tokens.sign(user.id)}`;
  return ctx.app.inject({ ...opts, headers });
}
