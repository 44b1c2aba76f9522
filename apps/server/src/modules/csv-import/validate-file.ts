import { CSV_IMPORT_LIMITS, type TCsvDelimiter, type TCsvRow } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { inBatches, openTable, type TableMeta, type UploadedTable } from './csv-table.ts';
import type { ImportContext, Importer } from './importer.ts';
import { type CheckedRow, checkRow, hasErrors, presentRow } from './row-check.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ValidatedFile {
  meta: TableMeta;
  rows: CheckedRow<unknown>[];
  state: unknown;
  errorCount: number;
}

/**
 * A file through an import's rules: each row through its schema as it is read (a turn of the event
 * loop every 1,000 rows, so a large file never holds up other requests), then the checks that need
 * the whole file and the database. Writes nothing; the parse call and the process job both run it.
 */
export async function validateFile(
  db: DbOrTx,
  ctx: ImportContext,
  importer: Importer,
  file: UploadedTable,
  delimiter?: TCsvDelimiter,
  onRows?: (done: number) => Promise<void>,
): Promise<ValidatedFile> {
  const { meta, rows: source } = await openTable(file, importer.entity, delimiter);
  const rows: CheckedRow<unknown>[] = [];
  for await (const batch of inBatches(source, 1_000)) {
    for (const row of batch) rows.push(checkRow(importer.schema, row));
    await onRows?.(rows.length);
    await nextTurn();
  }
  const state = await importer.check(db, ctx, rows);
  return { meta, rows, state, errorCount: rows.filter(hasErrors).length };
}

/** The rows a preview or a failed import shows: all of a small file, else those with errors first (file order). */
export function previewRows(rows: CheckedRow<unknown>[], onlyErrors = false): { rows: TCsvRow[]; truncated: boolean } {
  const max = CSV_IMPORT_LIMITS.previewRows;
  const wrong = rows.filter(hasErrors);
  if (onlyErrors) return { rows: wrong.slice(0, max).map(presentRow), truncated: wrong.length > max };
  if (rows.length <= max) return { rows: rows.map(presentRow), truncated: false };
  const chosen = new Set(wrong.slice(0, max));
  for (const row of rows) {
    if (chosen.size >= max) break;
    chosen.add(row);
  }
  return { rows: rows.filter((r) => chosen.has(r)).map(presentRow), truncated: true };
}
