import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import type { ListenHandlers } from '../db/listen.ts';
import { Announcements } from './announcements.ts';

/** What a keeper counts: answers served as kept, computed (alone or shared by waiting requests). */
export interface KeptAnswerCounts {
  hits: number;
  computed: number;
  shared: number;
}

interface Kept {
  value: unknown;
  size: number;
  /** The announcements counted when its computation started (see `generation`). */
  generation: number;
  /** When its computation started (ms): trusted for `trustMs` at most. */
  at: number;
}

export interface KeptAnswersOptions {
  /** The channel the database announces changes on (a migration's statement triggers). */
  channel: string;
  /** How long an answer is trusted at most (a backstop for a silent listener, and for time passing). */
  trustMs: number;
  /** Bytes of JSON kept at most. */
  maxBytes: number;
}

/**
 * Answers computed from the database and kept, per key, until the database announces a change
 * (PostgreSQL LISTEN on `channel`, fed by statement triggers at commit), this process reports a write
 * of its own (`changed`), or `trustMs` passes — whichever comes first. It knows no domain: the key
 * must name everything the answer depends on besides the database (who asks, what they asked, the
 * day).
 *
 * - Without a live listener nothing is kept: every request computes (announcements may be missed).
 * - A computation is shared by the requests that ask for the same key meanwhile (single flight).
 * - An answer is kept with the announcements counted when its computation *started*: an
 *   announcement during the computation makes the next request compute again, so a kept answer
 *   never predates a change announced before it is served.
 * - Errors are not kept.
 */
export class KeptAnswers {
  private readonly kept: LRUCache<string, Kept>;
  private readonly computing = new Map<string, Promise<unknown>>();
  private readonly heard: Announcements;
  /** The handlers to listen on the channel with. */
  readonly handlers: ListenHandlers;
  readonly counts: KeptAnswerCounts = { hits: 0, computed: 0, shared: 0 };

  constructor(private readonly options: KeptAnswersOptions) {
    this.kept = new LRUCache<string, Kept>({ maxSize: options.maxBytes, sizeCalculation: (k) => k.size + 1 });
    this.heard = new Announcements(options.channel);
    this.handlers = this.heard.handlers;
  }

  /** The kept answer for `key` if it may be trusted, else `compute()`'s (kept when it may be). */
  async answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.kept.get(key);
    const { live, generation } = this.heard;
    if (hit && live && hit.generation === generation && Date.now() - hit.at < this.options.trustMs) {
      this.counts.hits++;
      return hit.value as T;
    }
    if (!live) {
      this.counts.computed++;
      return compute();
    }
    const flight = `${generation}|${key}`;
    const pending = this.computing.get(flight);
    if (pending) {
      this.counts.shared++;
      return pending as Promise<T>;
    }
    this.counts.computed++;
    const at = Date.now();
    const made = compute()
      .then((value) => {
        this.kept.set(key, { value, size: JSON.stringify(value)?.length ?? 0, generation, at });
        return value;
      })
      .finally(() => this.computing.delete(flight));
    this.computing.set(flight, made);
    return made;
  }

  /** Whether the listener is connected, and how many times it has (re)connected. */
  listening(): { live: boolean; listens: number } {
    return this.heard.listening();
  }

  /** This process wrote something: nothing kept before now is trusted. */
  changed(): void {
    this.heard.changed();
  }

  /** Forgets every kept answer. */
  clear(): void {
    this.heard.changed();
    this.kept.clear();
  }

  /** Resolves once every announcement committed before the call has arrived (tests). */
  caughtUp(db: Db): Promise<void> {
    return this.heard.caughtUp(db);
  }
}
