import { CSV_IMPORT_LIMITS, type TCsvDelimiter, type TCsvRow } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { timeSlice } from '../../lib/time-slice.ts';
import { openTable, type TableMeta, type UploadedTable } from './csv-table.ts';
import type { ImportContext, Importer } from './importer.ts';
import { RepeatedValues } from './repeated-values.ts';
import { type CheckedRow, checkRow, hasErrors, presentRow } from './row-check.ts';

/** Rows a pass hands to an importer at once (its lookups and writes go by these). Tests make it small. */
export const IMPORT_PASS = { chunk: 1_000 };

export interface ValidatedFile {
  meta: TableMeta;
  rowCount: number;
  errorCount: number;
  /** What the preview shows: all of a small file, else the rows with errors first (file order). */
  preview: { rows: TCsvRow[]; truncated: boolean };
  /** The first rows with errors (what a failed import shows). */
  errorRows: TCsvRow[];
  /** What the checks leave for the writes (the records the rows name, the new ones to make). */
  state: unknown;
}

/** What a pass keeps of the rows it saw: counts, and the few rows a preview or a failure shows. */
class RowTally {
  count = 0;
  errorCount = 0;
  private readonly first: CheckedRow<unknown>[] = [];
  private readonly wrong: CheckedRow<unknown>[] = [];

  add(rows: readonly CheckedRow<unknown>[]) {
    const max = CSV_IMPORT_LIMITS.previewRows;
    for (const row of rows) {
      this.count++;
      if (this.first.length < max) this.first.push(row);
      if (hasErrors(row)) {
        this.errorCount++;
        if (this.wrong.length < max) this.wrong.push(row);
      }
    }
  }

  /**
   * The preview's rows: all of a file up to the limit, else the first rows with errors, then the
   * first others, to the limit, in file order — which the first rows of the file always suffice for.
   */
  preview(): { rows: TCsvRow[]; truncated: boolean } {
    const max = CSV_IMPORT_LIMITS.previewRows;
    if (this.count <= max) return { rows: this.first.map(presentRow), truncated: false };
    const chosen = new Set(this.wrong);
    for (const row of this.first) {
      if (chosen.size >= max) break;
      chosen.add(row);
    }
    return { rows: [...chosen].sort((a, b) => a.line - b.line).map(presentRow), truncated: true };
  }

  errorRows(): TCsvRow[] {
    return this.wrong.map(presentRow);
  }
}

/**
 * A file through an import's rules, read as a stream: each row through its schema as it is read,
 * then, a chunk at a time, the checks that need other rows and the database (the event loop handed
 * back every few milliseconds). Only counts, the rows a preview shows and the keys the checks across
 * rows need are kept, never every row. A finding only the whole file shows (an agency with two
 * numbers) marks rows already passed: then the file is read once more with it. Writes nothing; the
 * parse call and the process job both run it.
 */
export async function validateFile(
  db: DbOrTx,
  ctx: ImportContext,
  importer: Importer,
  file: UploadedTable,
  delimiter?: TCsvDelimiter,
  onRows?: (done: number) => Promise<void>,
): Promise<ValidatedFile> {
  let again: unknown | null = null;
  for (let pass = 1; ; pass++) {
    const tally = new RowTally();
    const checks = importer.checks(db, ctx, again);
    const meta = await readChunks(importer, file, delimiter, async (chunk, done) => {
      tally.add(await checks.check(chunk));
      await onRows?.(done);
    });
    const end = await checks.end();
    tally.add(end.rows);
    if (end.again === null || pass === 2) {
      return {
        meta,
        rowCount: tally.count,
        errorCount: tally.errorCount,
        preview: tally.preview(),
        errorRows: tally.errorRows(),
        state: end.state,
      };
    }
    again = end.again;
  }
}

/**
 * Reads the file's rows through the importer's schema, in chunks of IMPORT_PASS.chunk, each given to
 * `each` with how many rows were read so far; answers the file's header and format.
 */
export async function readChunks(
  importer: Importer,
  file: UploadedTable,
  delimiter: TCsvDelimiter | undefined,
  each: (chunk: CheckedRow<unknown>[], done: number) => Promise<void>,
): Promise<TableMeta> {
  const { meta, rows: source } = await openTable(file, importer.entity, delimiter);
  const slice = timeSlice();
  const shared = new RepeatedValues();
  let chunk: CheckedRow<unknown>[] = [];
  let done = 0;
  for await (const row of source) {
    const checked = checkRow(importer.schema, row);
    shared.shareFields(checked.parsed);
    chunk.push(checked);
    done++;
    if (chunk.length >= IMPORT_PASS.chunk) {
      await each(chunk, done);
      chunk = [];
    }
    if (slice.due()) await slice.turn();
  }
  if (chunk.length > 0) await each(chunk, done);
  return meta;
}
