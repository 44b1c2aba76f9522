import type { DbOrTx } from '../db/client.ts';

/** pg-boss's `db` option: runs SQL text with $1… parameters and answers its rows. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Runs pg-boss's SQL on a Drizzle database or transaction handle, so a job sent with it is part of
 * that transaction: if the transaction rolls back, the job was never sent. Works for both drivers
 * (node-postgres and PGlite) through Drizzle's session.
 */
export function sqlExecutorOf(db: DbOrTx): SqlExecutor {
  const session = db._.session;
  return {
    async executeSql(text, values = []) {
      const params = values.map((v) => (v === undefined ? null : v));
      const result = await session.prepareQuery({ sql: text, params }, undefined, undefined, false).execute();
      return result as { rows: Record<string, unknown>[] };
    },
  };
}
