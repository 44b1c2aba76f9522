/**
 * Losing the database (PostgreSQL restarts, a backend is terminated, the network drops) is a
 * temporary fault, not a bug: requests answer 503 with Retry-After and the pool reconnects by itself
 * once the server is back (docs/decisions/faults.md).
 */

/** SQLSTATEs of a lost or refused connection: admin/crash shutdown, cannot connect now, class 08. */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** Socket errors of a dropped or refused connection. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN', 'EHOSTUNREACH']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
];

/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const DB_RETRY_AFTER_SECONDS = 5;

/** Whether `err` (or an error it wraps, e.g. Drizzle's query error) means the database connection is lost. */
export function isConnectionLoss(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const x = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof x.code === 'string' && (CONNECTION_SQLSTATES.has(x.code) || CONNECTION_ERRNOS.has(x.code))) return true;
    if (typeof x.message === 'string' && CONNECTION_MESSAGES.some((m) => (x.message as string).includes(m)))
      return true;
    // ECONNREFUSED to every address of a host arrives as an AggregateError.
    if (Array.isArray(x.errors) && x.errors.some((inner) => isConnectionLoss(inner))) return true;
    e = x.cause;
  }
  return false;
}

/** A short, SQL-free description of a connection error for the log. */
export function describeConnectionError(err: unknown): { code?: string; message: string } {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const x = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof x.code === 'string') return { code: x.code, message: String(x.message ?? '').slice(0, 200) };
    if (!x.cause) break;
    e = x.cause;
  }
  const message = String((err as { message?: unknown })?.message ?? err);
  // Drizzle's wrapper starts with "Failed query: <sql>": never log the statement for a fault.
  return { message: message.startsWith('Failed query') ? 'query failed (connection lost)' : message.slice(0, 200) };
}

/**
 * Logs a burst of the same fault once per `intervalMs`, with how many were suppressed since, so an
 * outage under load writes a few lines instead of one stack per failed request.
 */
export function rateLimitedLog(
  write: (fields: Record<string, unknown>, msg: string) => void,
  intervalMs = 5_000,
  clock: () => number = Date.now,
): (fields: Record<string, unknown>, msg: string) => void {
  let last = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (fields, msg) => {
    const now = clock();
    if (now - last < intervalMs) {
      suppressed++;
      return;
    }
    last = now;
    write(suppressed > 0 ? { ...fields, suppressed } : fields, msg);
    suppressed = 0;
  };
}
