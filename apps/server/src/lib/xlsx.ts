import type ExcelJS from 'exceljs';

/** The media type of an .xlsx workbook (Office Open XML), see docs/decisions/exports.md. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const;

/**
 * How a column's cells are typed: `text` (the default) is written as text whatever it holds;
 * `date` and `datetime` as real dates (Date, YYYY-MM-DD or an ISO timestamp; shown in UTC);
 * `money` as a number of pounds; `integer` as a whole number.
 */
export type XlsxColumnType = 'text' | 'integer' | 'money' | 'date' | 'datetime';
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
  } else if ((type === 'money' || type === 'integer') && typeof v === 'number' && Number.isFinite(v)) {
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

function addSheet<T>(workbook: ExcelJS.Workbook, sheet: XlsxSheet<T>) {
  const ws = workbook.addWorksheet(sheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c) => ({
    header: c.header,
    width: fittedWidth(c, sheet.rows),
    style: { numFmt: FORMATS[c.type ?? 'text'] },
  }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  for (const row of sheet.rows) {
    const added = ws.addRow([]);
    sheet.columns.forEach((c, i) => {
      const { value, numFmt } = cellOf(c.type ?? 'text', c.value(row));
      if (value === null) return;
      const cell = added.getCell(i + 1);
      cell.value = value;
      if (numFmt && numFmt !== FORMATS[c.type ?? 'text']) cell.numFmt = numFmt;
    });
  }
  if (sheet.columns.length > 0) {
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  }
}

/**
 * Builds an .xlsx workbook in memory: one sheet per entry, a bold frozen header row with filters,
 * typed cells (see XlsxColumnType). Exports are capped in rows, so buffering is cheap.
 */
// biome-ignore lint/suspicious/noExplicitAny: sheets of different row types in one workbook
export async function buildWorkbook(sheets: readonly XlsxSheet<any>[]): Promise<Buffer> {
  // Loaded on the first export, not at start: exceljs alone holds ~30 MB resident (performance.md).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  workbook.creator = 'Statera';
  workbook.created = new Date();
  for (const sheet of sheets) addSheet(workbook, sheet);
  const out = await workbook.xlsx.writeBuffer();
  return Buffer.isBuffer(out) ? out : Buffer.from(out as ArrayBuffer);
}
