import pg from 'pg';

/**
 * Runs `fn` while this process holds a PostgreSQL session advisory lock named `name`, taken on a
 * connection of its own (not the pool's: `fn` may need every pooled connection, and a pool of one
 * would wait for itself). Another process asking for the same name waits until `fn` has ended here.
 * Used where work at start must not run twice at once: the migrations, the demo seed
 * (docs/decisions/process-roles.md). The lock ends with its session, so a process killed mid-way
 * never leaves it held.
 */
export async function withAdvisoryLock<T>(url: string, name: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: `statera-lock:${name}` });
  // A connection lost while waiting or working ends the session (and the lock); fn's own queries report it.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [`statera:${name}`]);
    return await fn();
  } finally {
    await client.end().catch(() => {});
  }
}
