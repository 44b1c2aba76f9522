import { CSV_IMPORT_LIMITS, type TCsvDelimiter, type TCsvRow } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { timeSlice } from '../../lib/time-slice.ts';
import { openTable, type TableMeta, type UploadedTable } from './csv-table.ts';
import type { ImportContext, Importer } from './importer.ts';
import { RepeatedValues } from './repeated-values.ts';
import { type CheckedRow, checkRow, hasErrors, presentRow } from './row-check.ts';

export interface ValidatedFile {
  meta: TableMeta;
  rows: CheckedRow<unknown>[];
  state: unknown;
  errorCount: number;
}

/**
 * A file through an import's rules: each row through its schema as it is read (the event loop handed
 * back every 15 ms, so a large file never holds up other requests), then the checks that need the
 * whole file and the database. Writes nothing; the parse call and the process job both run it.
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
  const slice = timeSlice();
  const shared = new RepeatedValues();
  for await (const row of source) {
    const checked = checkRow(importer.schema, row);
    shared.shareFields(checked.parsed);
    rows.push(checked);
    if (rows.length % 1_000 === 0) await onRows?.(rows.length);
    if (slice.due()) await slice.turn();
  }
  await onRows?.(rows.length);
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
