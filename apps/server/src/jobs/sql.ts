import type { DbOrTx } from '../db/client.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';

export type { SqlExecutor };

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
