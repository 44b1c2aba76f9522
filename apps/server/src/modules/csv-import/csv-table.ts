import {
  CSV_COLUMNS,
  CSV_IMPORT_LIMITS,
  csvHeaderKey,
  ERROR_KEYS,
  importedCellText,
  type TCsvDelimiter,
  type TCsvEntity,
} from '@statera/shared';
import { AppError } from '../../lib/app-error.ts';
import { type CsvRow, csvRows, detectDelimiter, detectEncoding, type TEncoding } from './csv-reader.ts';
import { RepeatedValues } from './repeated-values.ts';
import { xlsxRows } from './xlsx-reader.ts';

/** A data row: its line in the file and its cells by field (only the import's fields, as typed). */
export interface ImportRow {
  line: number;
  values: Record<string, string>;
}

export interface TableMeta {
  fileType: 'csv' | 'xlsx';
  delimiter: TCsvDelimiter | null;
  encoding: TEncoding | null;
  columns: { header: string; field: string | null }[];
  missingColumns: string[];
}

export interface UploadedTable {
  data: Buffer;
  type: 'csv' | 'xlsx';
}

const fail = (status: number, key: string, message: string) => new AppError(status, key, message, { file: [key] });

/** The file's header and its data rows by field, as they are read (the row limit enforced). */
export async function openTable(
  file: UploadedTable,
  entity: TCsvEntity,
  chosen?: TCsvDelimiter,
): Promise<{ meta: TableMeta; rows: AsyncGenerator<ImportRow> }> {
  let source: AsyncGenerator<CsvRow>;
  let delimiter: TCsvDelimiter | null = null;
  let encoding: TEncoding | null = null;
  if (file.type === 'csv') {
    encoding = detectEncoding(file.data);
    delimiter = chosen ?? detectDelimiter(file.data, encoding);
    source = csvRows(file.data, encoding, delimiter);
  } else {
    source = xlsxRows(file.data);
  }
  const first = await source.next();
  if (first.done) throw fail(400, ERROR_KEYS.csvEmpty, 'The file has no header row.');
  const known = new Map<string, string>();
  for (const c of CSV_COLUMNS[entity]) {
    known.set(csvHeaderKey(c.header), c.field);
    known.set(csvHeaderKey(c.field), c.field);
  }
  const taken = new Set<string>();
  const columns = first.value.cells.map((raw) => {
    const header = importedCellText(raw.replace(/^\uFEFF/, '').trim());
    const field = known.get(csvHeaderKey(header)) ?? null;
    // a second column with a known header is ignored, not merged
    if (!field || taken.has(field)) return { header, field: null };
    taken.add(field);
    return { header, field };
  });
  const missingColumns = CSV_COLUMNS[entity].filter((c) => c.required && !taken.has(c.field)).map((c) => c.field);
  const fields = columns.map((c) => c.field);
  const shared = new RepeatedValues();
  async function* rows(): AsyncGenerator<ImportRow> {
    let count = 0;
    for await (const row of source) {
      if (++count > CSV_IMPORT_LIMITS.maxRows) {
        throw fail(
          413,
          ERROR_KEYS.csvTooManyRows,
          `An import takes at most ${CSV_IMPORT_LIMITS.maxRows} rows: split the file and import each part.`,
        );
      }
      const values: Record<string, string> = {};
      fields.forEach((field, i) => {
        if (field) values[field] = shared.one(field, importedCellText(row.cells[i] ?? ''));
      });
      yield { line: row.line, values };
    }
    if (count === 0) throw fail(400, ERROR_KEYS.csvEmpty, 'The file has a header row but no data rows.');
  }
  return { meta: { fileType: file.type, delimiter, encoding, columns, missingColumns }, rows: rows() };
}
