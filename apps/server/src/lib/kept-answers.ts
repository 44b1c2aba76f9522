import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import type { ListenHandlers } from '../db/listen.ts';

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
  private generation = 0;
  private live = false;
  private listens = 0;
  private readonly marks = new Map<string, () => void>();
  readonly counts: KeptAnswerCounts = { hits: 0, computed: 0, shared: 0 };

  constructor(private readonly options: KeptAnswersOptions) {
    this.kept = new LRUCache<string, Kept>({ maxSize: options.maxBytes, sizeCalculation: (k) => k.size + 1 });
  }

  /** The kept answer for `key` if it may be trusted, else `compute()`'s (kept when it may be). */
  async answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.kept.get(key);
    if (hit && this.live && hit.generation === this.generation && Date.now() - hit.at < this.options.trustMs) {
      this.counts.hits++;
      return hit.value as T;
    }
    if (!this.live) {
      this.counts.computed++;
      return compute();
    }
    const generation = this.generation;
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
    return { live: this.live, listens: this.listens };
  }

  /** This process wrote something: nothing kept before now is trusted. */
  changed(): void {
    this.generation++;
  }

  /** Forgets every kept answer. */
  clear(): void {
    this.generation++;
    this.kept.clear();
  }

  /**
   * Resolves once every announcement committed before the call has arrived (they come in commit
   * order: a mark sent now arrives after them). Tests that write with SQL, then read.
   */
  async caughtUp(db: Db): Promise<void> {
    if (!this.live) return;
    const mark = `mark:${randomUUID()}`;
    const seen = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No announcement within 5 s')), 5_000);
      this.marks.set(mark, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await db.execute(sql`select pg_notify(${this.options.channel}, ${mark})`);
    await seen.finally(() => this.marks.delete(mark));
  }

  /** The handlers to listen on the channel with. */
  readonly handlers: ListenHandlers = {
    onMessage: (payload) => {
      const mark = this.marks.get(payload);
      if (mark) mark();
      else this.generation++;
    },
    onReady: () => {
      // Announcements before this moment were missed.
      this.generation++;
      this.live = true;
      this.listens++;
    },
    onLost: () => {
      this.live = false;
      this.generation++;
    },
  };
}
