import { inspect, isDeepStrictEqual } from 'node:util';
import * as drizzle from 'drizzle-orm';
import { Column, getTableName, SQL, Subquery } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';

type Field = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Row = Record<string, unknown>;
type JoinsNotNullable = Record<string, boolean> | undefined;
/** Drizzle's own row mapper (exported, marked internal in its types): the check compares with it. */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow(fields: Field[], row: unknown[], joins: JoinsNotNullable): Row;
};
const decoderOf = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;

interface CompiledColumn {
  parents: string[];
  key: string;
  decoder: Decoder;
  /** A table's column at depth two (`{ department: { id, name } }`): a left join's all-null object becomes null. */
  joined?: { objectName: string; tableName: string };
}

/**
 * Drizzle's `mapResultRow` with its per-column work done once per statement instead of once per
 * cell: which decoder a field has (four class tests by prototype walk), its path, its table's name.
 * The same objects, keys in the same order, the same nulling of a left join's empty object. A page
 * of 20 engagements with their relations spent 190 KB and 0.3 ms a request in Drizzle's
 * (docs/decisions/performance.md, "Rendering SQL").
 */
export function compileRowMapper(fields: Field[]): (row: unknown[], joins: JoinsNotNullable) => Row {
  const columns: CompiledColumn[] = fields.map(({ path, field }) => {
    const decoder =
      field instanceof Column
        ? (field as unknown as Decoder)
        : field instanceof SQL
          ? decoderOf(field)
          : field instanceof Subquery
            ? decoderOf(field._.sql as SQL)
            : decoderOf((field as { sql: SQL }).sql);
    return {
      parents: path.slice(0, -1),
      key: path[path.length - 1]!,
      decoder,
      ...(field instanceof Column && path.length === 2
        ? { joined: { objectName: path[0]!, tableName: getTableName(field.table) } }
        : {}),
    };
  });
  return (row, joins) => {
    const result: Row = {};
    let nullify: Record<string, string | false> | undefined;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!;
      let node = result;
      for (const parent of column.parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Row;
      }
      const raw = row[i];
      const value = raw === null ? null : column.decoder.mapFromDriverValue(raw);
      node[column.key] = value;
      if (joins && column.joined) {
        const { objectName, tableName } = column.joined;
        nullify ??= {};
        if (!(objectName in nullify)) nullify[objectName] = value === null ? tableName : false;
        else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== tableName)
          nullify[objectName] = false;
      }
    }
    if (joins && nullify) {
      for (const [objectName, tableName] of Object.entries(nullify)) {
        if (typeof tableName === 'string' && !joins[tableName]) result[objectName] = null;
      }
    }
    return result;
  };
}

type PrepareQuery = (
  query: unknown,
  fields: Field[] | undefined,
  name: string | undefined,
  isResponseInArrayMode: boolean,
  customResultMapper?: (rows: unknown[][]) => unknown,
  ...rest: unknown[]
) => { joinsNotNullableMap?: JoinsNotNullable };

let installed: { check: boolean } | undefined;

/**
 * Makes the node-postgres and PGlite sessions map selected rows with `compileRowMapper` (a session's
 * prepared statement takes a result mapper; transactions have sessions of the same classes, so
 * their prototypes are changed, once a process). `check`: each row is mapped by Drizzle too and a
 * difference throws — the server's tests run so.
 */
export function installRowMapper({ check = false } = {}): void {
  if (installed) {
    installed.check ||= check;
    return;
  }
  const state = { check };
  installed = state;
  for (const session of [NodePgSession.prototype, PgliteSession.prototype]) {
    const target = session as unknown as { prepareQuery: PrepareQuery };
    const drizzles = target.prepareQuery;
    target.prepareQuery = function (this: unknown, query, fields, name, arrayMode, customResultMapper, ...rest) {
      if (!fields || customResultMapper)
        return drizzles.call(this, query, fields, name, arrayMode, customResultMapper, ...rest);
      const map = compileRowMapper(fields);
      const prepared = drizzles.call(
        this,
        query,
        fields,
        name,
        arrayMode,
        (rows: unknown[][]) =>
          rows.map((row) => {
            // Drizzle sets the joins' nullability on the statement after preparing it: read it now.
            const joins = prepared.joinsNotNullableMap;
            const mapped = map(row, joins);
            if (state.check) assertSameRow(mapped, mapResultRow(fields, row, joins));
            return mapped;
          }),
        ...rest,
      );
      return prepared;
    };
  }
}

function assertSameRow(ours: Row, theirs: unknown): void {
  if (
    !isDeepStrictEqual(ours, theirs) ||
    JSON.stringify(Object.keys(ours)) !== JSON.stringify(Object.keys(theirs as Row))
  ) {
    throw new Error(`compileRowMapper differs from Drizzle's mapResultRow:\n${inspect(ours)}\n---\n${inspect(theirs)}`);
  }
}
