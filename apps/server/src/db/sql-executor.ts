/** Raw SQL with $1… parameters, answering its rows: pg-boss's `db` option, and what a migration's extra install step gets. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
