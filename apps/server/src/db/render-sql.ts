import { Column, Name, Param, Placeholder, SQL, StringChunk, Subquery, Table, View, ViewBaseConfig } from 'drizzle-orm';
import { isPgEnum } from 'drizzle-orm/pg-core';

// Drizzle's internal keys (`Table.Symbol`, marked internal in its types), registered symbols.
const TableName = Symbol.for('drizzle:Name');
const TableSchema = Symbol.for('drizzle:Schema');
const IsAlias = Symbol.for('drizzle:IsAlias');
const inlines = (node: SQL) => (node as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** What Drizzle's dialect hands `SQL.toQuery` (its `escape…` helpers and casing cache). */
export interface RenderConfig {
  casing: { getColumnCasing(column: Column): string };
  escapeName(name: string): string;
  escapeParam(index: number, value: unknown): string;
  escapeString(value: string): string;
  invokeSource?: string;
  inlineParams?: boolean;
  paramStartIndex?: { value: number };
}

export interface RenderedQuery {
  sql: string;
  params: unknown[];
}

/**
 * Renders a Drizzle `SQL` tree to its text and values in one pass — the same text and values as
 * Drizzle's own `SQL.toQuery` (a list request's statements were its largest CPU cost:
 * `buildQueryFromSourceParams` allocates a config object, an array and a merged result at every
 * node and tests each chunk against up to ten classes by walking prototype chains;
 * docs/decisions/performance.md, "Rendering SQL"). Same order of cases as Drizzle 0.45's
 * `buildQueryFromSourceParams`, `instanceof` instead of `is` (one copy of drizzle-orm is installed).
 * Leaves out `typings`, which neither the node-postgres nor the PGlite driver reads.
 * `installSqlRenderer` puts it in the dialect; with `check` every statement is rendered both ways
 * and a difference throws (the server's tests run so).
 */
export function renderSql(root: SQL, config: RenderConfig): RenderedQuery {
  const { casing, escapeName, escapeParam, invokeSource } = config;
  const index = config.paramStartIndex ?? { value: 0 };
  const params: unknown[] = [];
  let text = '';
  const rootInline = Boolean(config.inlineParams) || inlines(root);
  const inlineValue = (value: unknown) => {
    // Drizzle's own, with the config it reads (`escapeString`).
    text += (root as unknown as { mapInlineParam(v: unknown, c: RenderConfig): string }).mapInlineParam(value, config);
  };
  const param = (value: unknown, pushed: unknown) => {
    text += escapeParam(index.value++, value);
    params.push(pushed);
  };

  function visitSql(node: SQL, inline: boolean): void {
    const nested = inline || inlines(node);
    for (const chunk of node.queryChunks) visit(chunk, nested);
  }

  function visit(chunk: unknown, inline: boolean): void {
    if (chunk instanceof StringChunk) {
      text += chunk.value.join('');
      return;
    }
    if (chunk instanceof Name) {
      text += escapeName(chunk.value);
      return;
    }
    if (chunk === undefined) return;
    if (Array.isArray(chunk)) {
      text += '(';
      for (let i = 0; i < chunk.length; i++) {
        if (i > 0) text += ', ';
        visit(chunk[i], inline);
      }
      text += ')';
      return;
    }
    if (chunk instanceof SQL) {
      visitSql(chunk, inline);
      return;
    }
    if (chunk instanceof Table) {
      const schemaName = (chunk as never)[TableSchema] as string | undefined;
      const tableName = (chunk as never)[TableName] as string;
      text +=
        schemaName === undefined || (chunk as never)[IsAlias]
          ? escapeName(tableName)
          : `${escapeName(schemaName)}.${escapeName(tableName)}`;
      return;
    }
    if (chunk instanceof Column) {
      const columnName = casing.getColumnCasing(chunk);
      if (invokeSource === 'indexes') {
        text += escapeName(columnName);
        return;
      }
      const table = chunk.table as never;
      const schemaName = table[TableSchema] as string | undefined;
      const tableName = table[TableName] as string;
      text +=
        table[IsAlias] || schemaName === undefined
          ? `${escapeName(tableName)}.${escapeName(columnName)}`
          : `${escapeName(schemaName)}.${escapeName(tableName)}.${escapeName(columnName)}`;
      return;
    }
    if (chunk instanceof View) {
      const view = (chunk as never)[ViewBaseConfig] as { schema?: string; name: string; isAlias: boolean };
      text +=
        view.schema === undefined || view.isAlias
          ? escapeName(view.name)
          : `${escapeName(view.schema)}.${escapeName(view.name)}`;
      return;
    }
    if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) {
        param(chunk, chunk);
        return;
      }
      const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (mapped instanceof SQL) {
        visitSql(mapped, inline);
        return;
      }
      if (inline) {
        inlineValue(mapped);
        return;
      }
      param(mapped, mapped);
      return;
    }
    if (chunk instanceof Placeholder) {
      param(chunk, chunk);
      return;
    }
    if (chunk instanceof SQL.Aliased && chunk.fieldAlias !== undefined) {
      text += escapeName(chunk.fieldAlias);
      return;
    }
    if (chunk instanceof Subquery) {
      const sub = chunk._ as unknown as { isWith: boolean; alias: string; sql: SQL };
      if (sub.isWith) {
        text += escapeName(sub.alias);
        return;
      }
      text += '(';
      visit(sub.sql, inline);
      text += `) ${escapeName(sub.alias)}`;
      return;
    }
    if (isPgEnum(chunk)) {
      const e = chunk as unknown as { schema?: string; enumName: string };
      text += e.schema ? `${escapeName(e.schema)}.${escapeName(e.enumName)}` : escapeName(e.enumName);
      return;
    }
    if (chunk !== null && typeof (chunk as { getSQL?: unknown }).getSQL === 'function') {
      const wrapper = chunk as { getSQL(): SQL; shouldOmitSQLParens?: () => boolean };
      if (wrapper.shouldOmitSQLParens?.()) {
        visit(wrapper.getSQL(), inline);
        return;
      }
      text += '(';
      visit(wrapper.getSQL(), inline);
      text += ')';
      return;
    }
    if (inline) {
      inlineValue(chunk);
      return;
    }
    param(chunk, chunk);
  }

  visitSql(root, rootInline);
  return { sql: text, params };
}

interface DialectLike {
  sqlToQuery(sql: SQL, invokeSource?: string): RenderedQuery;
  casing: RenderConfig['casing'];
  escapeName: RenderConfig['escapeName'];
  escapeParam: RenderConfig['escapeParam'];
  escapeString: RenderConfig['escapeString'];
}

/**
 * Makes a Drizzle database render its statements with `renderSql` (its dialect is shared by its
 * query builders and transactions). `check`: each statement is rendered by Drizzle too and any
 * difference in text or values throws — the server's tests run with it.
 */
export function installSqlRenderer(db: object, { check = false } = {}): void {
  const dialect = (db as { dialect?: DialectLike }).dialect;
  if (!dialect || typeof dialect.sqlToQuery !== 'function') throw new Error('installSqlRenderer: no Drizzle dialect');
  const drizzles = dialect.sqlToQuery.bind(dialect);
  dialect.sqlToQuery = (statement: SQL, invokeSource?: string) => {
    const config: RenderConfig = {
      casing: dialect.casing,
      escapeName: dialect.escapeName,
      escapeParam: dialect.escapeParam,
      escapeString: dialect.escapeString,
      ...(invokeSource === undefined ? {} : { invokeSource }),
    };
    const rendered = renderSql(statement, config);
    if (check) assertSameQuery(rendered, drizzles(statement, invokeSource));
    return rendered;
  };
  if (check) guardSingleTableSubqueries(dialect);
}

type SelectionField = { field: unknown };
type SelectionDialect = {
  buildSelection: (fields: SelectionField[], options?: { isSingleTable?: boolean }) => SQL;
};

/**
 * A select of one table renders its fields' columns by bare name (Drizzle's `buildSelection`): a
 * correlated subquery in such a field, `(select … from t where t.x = ${outer.id})`, then reads
 * `"id"`, which PostgreSQL resolves to the subquery's own table when it has that column — the outer
 * row is silently never matched (a webhook's last delivery and an appeal's answer date read null so).
 * In check mode (the tests) such a field throws: write the outer column as `${table}.column`, or join.
 */
function guardSingleTableSubqueries(dialect: object): void {
  const selection = dialect as SelectionDialect;
  const drizzles = selection.buildSelection.bind(dialect);
  selection.buildSelection = (fields, options) => {
    if (options?.isSingleTable) {
      for (const { field } of fields) {
        const query = field instanceof SQL.Aliased ? field.sql : field instanceof SQL ? field : null;
        if (!query || (field instanceof SQL.Aliased && (field as { isSelectionField?: boolean }).isSelectionField))
          continue;
        const text = query.queryChunks.map((c) => (c instanceof StringChunk ? c.value.join('') : '')).join(' ');
        const column = query.queryChunks.find((c): c is Column => c instanceof Column);
        if (column && /\bselect\b/i.test(text)) {
          throw new Error(
            `A subquery in a field of a one-table select names the column "${column.name}" bare (Drizzle drops its table there), where the subquery's own table may take it for its own: alias the subquery's table and write the outer column as \${table}.column. Field: ${text.slice(0, 200)}`,
          );
        }
      }
    }
    return drizzles(fields, options);
  };
}

/** The same value, or an equal one made afresh by an encoder (an array, a JSON text's object). */
const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** Throws when two renderings of a statement differ in text or values. */
export function assertSameQuery(ours: RenderedQuery, theirs: RenderedQuery): void {
  const same =
    ours.sql === theirs.sql &&
    ours.params.length === theirs.params.length &&
    ours.params.every((v, i) => sameValue(v, theirs.params[i]));
  if (!same) {
    throw new Error(
      `renderSql differs from Drizzle's rendering:\n${ours.sql}\n${JSON.stringify(ours.params)}\n---\n${theirs.sql}\n${JSON.stringify(theirs.params)}`,
    );
  }
}
