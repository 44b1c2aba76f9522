import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ListenHandlers } from '../db/listen.ts';

/**
 * What a keeper of answers hears of the database's announcements on one channel (LISTEN, fed by
 * statement triggers at commit): a `generation` that moves with every announcement, every write of
 * this process (`changed`) and every loss or return of the listener, and whether the listener is
 * connected (`live`). An answer kept at a generation is current while the generation has not moved
 * and the listener is live. The whole company list and the kept figures both keep their answers so.
 */
export class Announcements {
  generation = 0;
  live = false;
  private listens = 0;
  private readonly marks = new Map<string, () => void>();

  constructor(private readonly channel: string) {}

  /** Whether the listener is connected, and how many times it has (re)connected. */
  listening(): { live: boolean; listens: number } {
    return { live: this.live, listens: this.listens };
  }

  /** This process wrote something: what was kept before now is not current. */
  changed(): void {
    this.generation++;
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
    await db.execute(sql`select pg_notify(${this.channel}, ${mark})`);
    await seen.finally(() => this.marks.delete(mark));
  }

  /** The handlers to listen on the channel with. */
  readonly handlers: ListenHandlers = {
    onMessage: (payload) => {
      // A mark (`caughtUp`) announces no change.
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
