import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { issueSessionTokens } from '../../src/modules/auth/auth.service.ts';
import type { TestContext } from './test-app.ts';

/**
 * An access token of a new session of the user (a fresh refresh-token family, as if they had just
 * signed in), so revoking the user's sessions ends it like a real one.
 */
export async function accessTokenFor(ctx: TestContext, user: { id: string }): Promise<string> {
  return (await issueSessionTokens(ctx.app.db, ctx.app.tokens, user.id, randomUUID())).accessToken;
}

/** Sends a request as the given user (a signed access token of a new session), or anonymously with null. */
export async function injectAs(
  ctx: TestContext,
  user: { id: string } | null,
  opts: InjectOptions,
): Promise<LightMyRequestResponse> {
  const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
  if (user) headers.authorization = `Bearer ${await accessTokenFor(ctx, user)}`;
  return ctx.app.inject({ ...opts, headers });
}
