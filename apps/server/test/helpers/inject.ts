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

/** The routes that answer kept figures (plugins/kept-figures.ts): dashboards and statistics. */
const FIGURES_ROUTE = /^\/api\/(my-dashboard|statistics\/|companies\/[^/?]+\/statistics)/;

/**
 * Sends a request as the given user (a signed access token of a new session), or anonymously with null.
 * Before asking for figures it waits for the announcements of every write committed so far (as a
 * running service has them within milliseconds): a test's factory writes are another process's
 * writes as far as the app knows.
 */
export async function injectAs(
  ctx: TestContext,
  user: { id: string } | null,
  opts: InjectOptions,
): Promise<LightMyRequestResponse> {
  if (FIGURES_ROUTE.test(String(opts.url ?? ''))) await ctx.app.keptFigures.caughtUp(ctx.app.db);
  const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
  if (user) headers.authorization = `Bearer ${await accessTokenFor(ctx, user)}`;
  return ctx.app.inject({ ...opts, headers });
}
