import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * What a listener on a notification channel (PostgreSQL LISTEN) is told. A cache built on it must
 * trust what it holds only between `onReady` and `onLost`: notifications sent while the listener
 * was not connected are lost for good.
 */
export interface ListenHandlers {
  /** A notification on the channel (delivered at the sender's commit, in commit order). */
  onMessage(payload: string): void;
  /** LISTEN is in place: from now on every notification arrives. Called again after each reconnection. */
  onReady(): void;
  /** The connection is lost: notifications may be missed until the next `onReady`. */
  onLost(err?: Error): void;
}

/** Stops listening and closes the listener's connection. */
export type StopListening = () => Promise<void>;

/** How long a lost listener waits before reconnecting: 250 ms, doubling, at most 2 s. */
const RETRY_MS = [250, 500, 1_000, 2_000] as const;

/**
 * A dedicated connection (outside the pool: LISTEN belongs to one session) that reconnects by itself
 * after PostgreSQL restarts or the network drops, with a bounded delay, and never throws: a fault is
 * reported through `onLost` and `onError` (logged by the caller, at a bounded rate).
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  onError: (err: Error) => void,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;

  const lost = (c: pg.Client, err?: Error) => {
    if (client !== c) return; // an older connection's late event
    client = null;
    handlers.onLost(err);
    if (err) onError(err);
    c.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (stopped || timer) return;
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures++;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (client === c && n.channel === channel) handlers.onMessage(n.payload ?? '');
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lost(c, err as Error);
      return;
    }
    if (stopped || client !== c) {
      await c.end().catch(() => {});
      return;
    }
    failures = 0;
    handlers.onReady();
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    if (c) {
      handlers.onLost();
      await c.end().catch(() => {});
    }
  };
}

/**
 * PGlite: one process, one session. A notification reaches the callback when its transaction
 * commits, before the committing statement's promise resolves, so the listener is never behind.
 */
export async function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<StopListening> {
  const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
  handlers.onReady();
  return async () => {
    handlers.onLost();
    await unlisten();
  };
}
