import { PassThrough, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';

/** The media type of an .xlsx workbook (Office Open XML), see docs/decisions/exports.md. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const;

/**
 * How a column's cells are typed: `text` (the default) is written as text whatever it holds;
 * `date` and `datetime` as real dates (Date, YYYY-MM-DD or an ISO timestamp; shown in UTC);
 * `money` as a number of pounds; `integer` as a whole number.
 */
export type XlsxColumnType = 'text' | 'integer' | 'decimal' | 'money' | 'date' | 'datetime';
export type XlsxValue = string | number | Date | null | undefined;

export interface XlsxColumn<T> {
  /** English header (exports are not translated). */
  header: string;
  type?: XlsxColumnType;
  /** Width in characters; by default fitted to the header and the first rows. */
  width?: number;
  value: (row: T) => XlsxValue;
}

export interface XlsxSheet<T> {
  name: string;
  columns: readonly XlsxColumn<T>[];
  rows: readonly T[];
}

const FORMATS: Record<XlsxColumnType, string> = {
  text: '@',
  integer: '0',
  decimal: '0.0',
  money: '£#,##0.00',
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(v: string | number | Date): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v !== 'string') return null;
  const d = new Date(DAY.test(v) ? `${v}T00:00:00Z` : v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The value a cell gets and, when it differs from the column's, its number format. */
function cellOf(type: XlsxColumnType, v: XlsxValue): { value: string | number | Date | null; numFmt?: string } {
  if (v === null || v === undefined || v === '') return { value: null };
  if (type === 'date' || type === 'datetime') {
    const d = toDate(v);
    if (d) return { value: d };
  } else if (
    (type === 'money' || type === 'integer' || type === 'decimal') &&
    typeof v === 'number' &&
    Number.isFinite(v)
  ) {
    return { value: v };
  } else if (type === 'text' && typeof v !== 'string') {
    return { value: String(v) };
  }
  // Text, and anything that does not fit its column: a string cell in the Text format. Text that
  // starts with = + - @ (OWASP "CSV injection") is never evaluated this way, not even when someone
  // edits the cell later; no cell is ever written as a formula.
  const text = v instanceof Date ? v.toISOString() : String(v);
  return { value: text, numFmt: FORMATS.text };
}

/** Excel refuses sheet names over 31 characters or with : \ / ? * [ ]. */
const sheetName = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet';

function fittedWidth<T>(column: XlsxColumn<T>, rows: readonly T[]): number {
  if (column.width) return column.width;
  if (column.type && column.type !== 'text') return Math.max(column.header.length + 2, 12);
  let longest = column.header.length;
  for (const row of rows.slice(0, 200)) longest = Math.max(longest, String(column.value(row) ?? '').length);
  return Math.min(Math.max(longest + 2, 10), 60);
}

/**
 * The rows of a streamed sheet: `first` (read before the answer starts, so a failing query still
 * answers an error; its first 200 rows fit the column widths) and `rest`, batches read while the
 * file is written.
 */
export interface XlsxRows<T> {
  first: readonly T[];
  rest?: AsyncIterable<readonly T[]>;
}

export interface XlsxStreamSheet<T> {
  name: string;
  columns: readonly XlsxColumn<T>[];
  rows: XlsxRows<T>;
}

type SheetWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/**
 * One style object per number format, shared by every cell that has it: exceljs caches a style's id
 * by object identity, so shared objects are looked up once instead of serialized cell by cell (most
 * of the writing time otherwise). Never mutated (no `cell.numFmt = …`, which would change them all).
 */
const STYLES = Object.fromEntries(Object.entries(FORMATS).map(([type, numFmt]) => [type, { numFmt }])) as Record<
  XlsxColumnType,
  Partial<ExcelJS.Style>
>;

/** Rows written between two turns of the event loop, so a long export never holds up other requests. */
const ROWS_PER_TURN = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function writeRows<T>(ws: ExcelJS.Worksheet, columns: readonly XlsxColumn<T>[], rows: readonly T[]) {
  for (const [n, row] of rows.entries()) {
    if (n > 0 && n % ROWS_PER_TURN === 0) await nextTurn();
    const added = ws.addRow([]);
    columns.forEach((c, i) => {
      const type = c.type ?? 'text';
      const { value, numFmt } = cellOf(type, c.value(row));
      if (value === null) return;
      const cell = added.getCell(i + 1);
      cell.value = value;
      cell.style = numFmt && numFmt !== FORMATS[type] ? STYLES.text : STYLES[type];
    });
    added.commit();
  }
}

async function streamSheet<T>(workbook: SheetWriter, out: Writable, sheet: XlsxStreamSheet<T>) {
  const ws = workbook.addWorksheet(sheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c) => ({
    header: c.header,
    width: fittedWidth(c, sheet.rows.first),
    style: { numFmt: FORMATS[c.type ?? 'text'] },
  }));
  ws.getRow(1).font = { bold: true };
  if (sheet.columns.length > 0) {
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  }
  await writeRows(ws, sheet.columns, sheet.rows.first);
  if (sheet.rows.rest) {
    for await (const batch of sheet.rows.rest) {
      // The reader went away (the reply's stream was destroyed): read no further batches.
      if (out.destroyed) throw new Error('the download was closed before the workbook was complete');
      await writeRows(ws, sheet.columns, batch);
    }
  }
  ws.commit();
}

/**
 * Streams an .xlsx workbook into `stream` (exceljs' streaming writer: each row is written out as it
 * is added, inline strings, so memory does not grow with the rows): one sheet per entry, a bold
 * frozen header row with filters, typed cells (see XlsxColumnType). Resolves when the stream has
 * taken the whole file; a failing batch rejects (the caller ends the stream).
 */
export async function writeWorkbook(
  stream: Writable,
  // biome-ignore lint/suspicious/noExplicitAny: sheets of different row types in one workbook
  sheets: readonly XlsxStreamSheet<any>[],
): Promise<void> {
  // Loaded on the first export, not at start: exceljs alone holds ~30 MB resident (performance.md).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Statera';
  workbook.created = new Date();
  // A stream closed before it took the whole file (the client went away) never finishes: stop then.
  const closed = new Promise<never>((_, reject) =>
    stream.once('close', () => {
      if (!stream.writableFinished) reject(new Error('the download was closed before the workbook was complete'));
    }),
  );
  closed.catch(() => {});
  for (const sheet of sheets) await streamSheet(workbook, stream, sheet);
  await Promise.race([workbook.commit(), closed]);
}

/** Builds a (small) .xlsx workbook in memory, with the streaming writer's cells: for tests and tools. */
// biome-ignore lint/suspicious/noExplicitAny: sheets of different row types in one workbook
export async function buildWorkbook(sheets: readonly XlsxSheet<any>[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeWorkbook(
    sink,
    sheets.map((s) => ({ name: s.name, columns: s.columns, rows: { first: s.rows } })),
  );
  return Buffer.concat(chunks);
}
