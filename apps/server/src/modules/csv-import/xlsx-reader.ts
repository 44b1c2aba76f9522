import { Readable } from 'node:stream';
import { CSV_IMPORT_LIMITS, ERROR_KEYS, isoToCsvDate } from '@statera/shared';
import type ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.ts';
import type { CsvRow } from './csv-reader.ts';

/**
 * Reads the first worksheet of an .xlsx upload row by row with exceljs' streaming reader, each cell
 * as the text a CSV would hold: dates as DD/MM/YYYY, numbers as typed, rich text and links as their
 * text. A formula is never evaluated here: its cell gives the result the spreadsheet saved with it.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoToCsvDate(value.toISOString().slice(0, 10));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return typeof result === 'object' && result !== null && 'error' in result ? '' : cellText(result ?? null);
  }
  if ('text' in value) return String((value as { text: unknown }).text ?? '');
  if ('error' in value) return '';
  return '';
}

/** The rows of the first worksheet, header first; empty rows are skipped. */
export async function* xlsxRows(data: Buffer): AsyncGenerator<CsvRow> {
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([data]), {
    sharedStrings: 'cache',
    hyperlinks: 'cache',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        if (values.length - 1 > CSV_IMPORT_LIMITS.maxColumns) {
          throw new AppError(400, ERROR_KEYS.csvMalformed, `Row ${row.number} has more columns than an import takes.`, {
            file: [ERROR_KEYS.csvMalformed],
          });
        }
        // exceljs numbers cells from 1: values[0] is always empty
        const cells = Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => cellText(values[i + 1]).trim());
        if (cells.every((c) => c === '')) continue;
        yield { line: row.number, cells };
      }
      return; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, ERROR_KEYS.fileCouldNotBeLoaded, 'The workbook could not be read.', {
      file: [ERROR_KEYS.fileCouldNotBeLoaded],
    });
  }
}
