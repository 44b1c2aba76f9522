import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../authz/actor.ts';
import { KeptAnswers } from '../lib/kept-answers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Dashboards' and statistics' answers, kept until the database announces a change (lib/kept-answers.ts). */
    keptFigures: KeptAnswers;
  }
}

/** The channel the database announces changes to what figures are made of (migration 0043_figures_changes). */
export const FIGURES_CHANGED_CHANNEL = 'figures_changed';

/**
 * How long a figure answer is trusted at most: figures that move with the clock alone (a statement
 * unopened for 7 days, an appeal's days left) are at most this late, and a listener whose connection
 * died without a word is noticed by then.
 */
export const FIGURES_TRUST_MS = 30_000;

/** What a kept answer means for its reader, in the OpenAPI descriptions of the routes that keep theirs. */
export const KEPT_FIGURES_NOTE = `Answers are kept until the data they count changes: a change made anywhere shows at the next request, and figures that move with the clock alone (a statement unopened for 7 days, an appeal's days left) are at most ${FIGURES_TRUST_MS / 1000} s late.`;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Gives the app its kept figures and connects them to the database's announcements (LISTEN
 * `figures_changed`). Off (`KEPT_FIGURES=off`), or without a way to listen, nothing is kept: every
 * request computes its figures.
 */
export async function registerKeptFigures(app: FastifyInstance, enabled: boolean): Promise<void> {
  const keeper = new KeptAnswers({
    channel: FIGURES_CHANGED_CHANNEL,
    trustMs: FIGURES_TRUST_MS,
    // Of JSON; held as objects they take about three times that (a dashboard is 5–30 KB of JSON):
    // some hundreds of people's answers within the 256 MB heap.
    maxBytes: 8 * 1024 * 1024,
  });
  app.decorate('keptFigures', keeper);
  if (!enabled || typeof app.database.listen !== 'function') return;
  const stop = await app.database.listen(FIGURES_CHANGED_CHANNEL, keeper.handlers);
  app.addHook('onClose', stop);
  // A signed-in user's own write is seen by their very next request, before the announcement arrives.
  // (Public routes — sign-in, token refresh — change no figure; a worker's appeal is announced.)
  app.addHook('onSend', async (request, reply) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
    if (request.routeOptions.config?.public) return;
    keeper.changed();
  });
}

const fingerprints = new WeakMap<Actor, string>();

/**
 * Who asks, as far as figures go: the person and every right they hold (role, companies reached,
 * permissions, an API key's scopes) — not their session, so two sessions of one person share answers,
 * and a change of rights is a new key at once.
 */
function fingerprintOf(actor: Actor): string {
  let fp = fingerprints.get(actor);
  if (!fp) {
    const { sessionId: _session, apiKey, ...rights } = actor;
    fp = createHash('sha256')
      .update(JSON.stringify({ ...rights, apiKey: apiKey ? { id: apiKey.id, scopes: apiKey.scopes } : null }))
      .digest('base64url');
    fingerprints.set(actor, fp);
  }
  return fp;
}

/** The key of a figures answer: which figures, asked how, by whom, on which UK day. */
export function figuresKey(what: string, actor: Actor, today: string, asked: unknown): string {
  return `${what}|${fingerprintOf(actor)}|${today}|${JSON.stringify(asked ?? null)}`;
}
