import { type Column, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * A row of `table` (under `alias` in the surrounding SQL) as one `json_build_object` with Drizzle's
 * property names, for a correlated subquery that folds related rows into the parent's statement
 * (`json_agg(...)`). `jsonRowOf` reads it back into the same values a plain select returns.
 * json_build_object takes at most 100 arguments: tables of up to 50 columns. Numeric and bigint
 * columns (text from the driver, numbers in json) are not read back here: none in the tables it serves.
 */
export function jsonObjectOf(table: Table, alias: string): SQL {
  return jsonObjectOfColumns(getTableColumns(table), alias);
}

/** `jsonObjectOf` for some columns of a table (a select's column object): `jsonValuesOf` reads it back. */
export function jsonObjectOfColumns(columns: Record<string, Column>, alias: string): SQL {
  const pairs = Object.entries(columns).map(
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
  for (const [key, decode] of decodersOf(table)) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : decode(value);
  }
  return row as T['$inferSelect'];
}

/** One object of `jsonObjectOfColumns` as the values a select of those columns gives (nulls untouched). */
export function jsonValuesOf(columns: Record<string, Column>, json: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, decode] of columnDecodersOf(columns)) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : decode(value);
  }
  return row;
}

type Decoder = (value: unknown) => unknown;
/** A column's decoder of a json value (json and jsonb values are already parsed: a json string stays a string). */
const decoderOf =
  (column: Column): Decoder =>
  (value) =>
    column.columnType === 'PgJsonb' || column.columnType === 'PgJson' ? value : column.mapFromDriverValue(value);
const decoders = new WeakMap<object, [string, Decoder][]>();
/** Each column's decoder, once per table (json and jsonb values are already parsed: a json string stays a string). */
function decodersOf(table: Table): [string, Decoder][] {
  let list = decoders.get(table);
  if (!list) {
    list = columnDecodersOf(getTableColumns(table));
    decoders.set(table, list);
  }
  return list;
}
/** Each column's decoder, once per column object (a list reads one a row: not made again for each). */
function columnDecodersOf(columns: Record<string, Column>): [string, Decoder][] {
  let list = decoders.get(columns);
  if (!list) {
    list = Object.entries(columns).map(([key, column]): [string, Decoder] => [key, decoderOf(column)]);
    decoders.set(columns, list);
  }
  return list;
}
