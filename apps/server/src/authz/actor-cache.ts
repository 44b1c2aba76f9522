import { LRUCache } from 'lru-cache';
import type { ListenHandlers } from '../db/listen.ts';
import type { Actor } from './actor.ts';

/** The channel the database announces actor changes on (migration 0021_actor_changes). */
export const ACTOR_CHANGED_CHANNEL = 'actor_changed';

export interface ActorCacheOptions {
  /** Users held at most (each with its sessions); the least recently used go first. */
  maxUsers?: number;
  /** How long an entry may serve at most, whatever else happens (a backstop, ms). */
  ttlMs?: number;
}

export interface ActorCacheStats {
  hits: number;
  misses: number;
  /** Whether the cache serves: its listener is connected. */
  live: boolean;
  /** How many times the listener has (re)connected. */
  listens: number;
}

/**
 * The signed-in actors of recent requests, per user and session, so that a request does not read
 * its actor from the database again (one statement of two on a detail page). It serves only while
 * its listener on `actor_changed` is connected (`handlers`): the database announces, at commit,
 * every change to a user, a session's tokens, a company or a group's settings, and the cache drops
 * that user (or everyone). Loads that overlap an announcement are not kept (the epoch), so a load
 * that read the state before a change cannot outlive it. A write request of this process clears
 * everything before it answers (`clear`), so the next request of its client sees the change even
 * before the announcement arrives. Cached actors are frozen: one object serves many requests.
 * docs/decisions/performance.md, "Decision: an actor cache invalidated by the database".
 */
export class ActorCache {
  private readonly users: LRUCache<string, Map<string, Readonly<Actor>>>;
  private epoch = 0;
  private live = false;
  private hits = 0;
  private misses = 0;
  private listens = 0;

  constructor(opts: ActorCacheOptions = {}) {
    this.users = new LRUCache({ max: opts.maxUsers ?? 10_000, ttl: opts.ttlMs ?? 30_000 });
  }

  /** The actor of (user, session): cached, or loaded by `load` and kept when nothing changed meanwhile. */
  async actor(
    userId: string,
    sessionId: string | undefined,
    load: () => Promise<Actor | null>,
  ): Promise<Readonly<Actor> | null> {
    if (!this.live) return load();
    const key = sessionId ?? '';
    const cached = this.users.get(userId)?.get(key);
    if (cached) {
      this.hits++;
      return cached;
    }
    this.misses++;
    const epoch = this.epoch;
    const actor = await load();
    // Only a live actor is kept (a refusal is never cached), and only if no change was announced
    // (nor the cache cleared or its listener lost) while it loaded.
    if (!actor || !this.live || epoch !== this.epoch) return actor;
    const frozen = freezeActor(actor);
    let sessions = this.users.get(userId);
    if (!sessions || sessions.size >= MAX_SESSIONS_PER_USER) {
      sessions = new Map();
      this.users.set(userId, sessions);
    }
    sessions.set(key, frozen);
    return frozen;
  }

  /** Drops everything (a write of this process, a lost listener). */
  clear(): void {
    this.epoch++;
    this.users.clear();
  }

  /** What the database announced: one user's id, or '*' for everyone. */
  changed(payload: string): void {
    this.epoch++;
    if (payload === '*') this.users.clear();
    else this.users.delete(payload);
  }

  stats(): ActorCacheStats {
    return { hits: this.hits, misses: this.misses, live: this.live, listens: this.listens };
  }

  /** The handlers to listen on `ACTOR_CHANGED_CHANNEL` with. */
  readonly handlers: ListenHandlers = {
    onMessage: (payload) => this.changed(payload),
    onReady: () => {
      // Announcements before this moment were missed: start empty.
      this.clear();
      this.live = true;
      this.listens++;
    },
    onLost: () => {
      this.live = false;
      this.clear();
    },
  };
}

/** Sessions kept per user: a user signed in on many devices starts again from empty past this. */
const MAX_SESSIONS_PER_USER = 32;

function freezeActor(actor: Actor): Readonly<Actor> {
  Object.freeze(actor.permissions);
  if (Array.isArray(actor.managedCompanyIds)) Object.freeze(actor.managedCompanyIds);
  return Object.freeze(actor);
}
