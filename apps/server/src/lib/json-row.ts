import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * A row of `table` (under `alias` in the surrounding SQL) as one `json_build_object` with Drizzle's
 * property names, for a correlated subquery that folds related rows into the parent's statement
 * (`json_agg(...)`). `jsonRowOf` reads it back into the same values a plain select returns.
 * json_build_object takes at most 100 arguments: tables of up to 50 columns. Numeric and bigint
 * columns (text from the driver, numbers in json) are not read back here: none in the tables it serves.
 */
export function jsonObjectOf(table: Table, alias: string): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) =>
      sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${sql.identifier(alias)}.${sql.identifier(column.name)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * One object of `jsonObjectOf` as the row a select of `table` gives: each value through its
 * column's own decoder (timestamps to Date from their ISO text, as for a plain select; dates stay
 * 'YYYY-MM-DD'; json as it is), nulls untouched.
 */
export function jsonRowOf<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[key];
    row[key] =
      value === null || value === undefined
        ? null
        : column.columnType === 'PgJsonb' || column.columnType === 'PgJson'
          ? value // already the parsed value (a json string must stay a string)
          : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
