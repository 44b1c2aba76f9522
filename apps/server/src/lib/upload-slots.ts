/**
 * A counting semaphore: at most `size` holders at once, the others wait in arrival order. Uploads
 * take one per file while it is received and stored, so however many arrive together, a process
 * writes at most `size` files at a time; the rest wait with their bodies held back by TCP.
 */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    this.free = size;
  }

  /** Resolves when a slot is held; call the returned function once to give it back. */
  async acquire(): Promise<() => void> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
  }

  /** Holders now (for tests and the bench). */
  get busy(): number {
    return this.size - this.free;
  }
}

/** Files one server process receives and stores at the same time (docs/decisions/files.md). */
export const UPLOAD_CONCURRENCY = 4;
/** The process's upload slots. */
export const uploadSlots = new Slots(UPLOAD_CONCURRENCY);
