import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { XLSX_MIME } from '../../src/lib/xlsx.ts';

/** Checks an export response (200, the .xlsx type, an attachment named `fileName`) and opens the workbook. */
export async function workbookOf(res: LightMyRequestResponse, fileName: string): Promise<ExcelJS.Workbook> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_MIME);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

export type Cell = string | number | Date | null;

/** A sheet as rows of plain values (header row first), empty cells as null. */
export function rowsOf(workbook: ExcelJS.Workbook, sheet: string): Cell[][] {
  const ws = workbook.getWorksheet(sheet);
  if (!ws) throw new Error(`no sheet ${sheet}`);
  const width = ws.getRow(1).cellCount;
  const out: Cell[][] = [];
  ws.eachRow({ includeEmpty: true }, (row) => {
    const values: Cell[] = [];
    for (let i = 1; i <= width; i++) values.push((row.getCell(i).value as Cell | undefined) ?? null);
    out.push(values);
  });
  return out;
}

/** Rows as objects keyed by the header row. */
export function recordsOf(workbook: ExcelJS.Workbook, sheet: string): Record<string, Cell>[] {
  const [header = [], ...rows] = rowsOf(workbook, sheet);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i] ?? null])));
}

/** The cell under `header` in data row `index` (0 = first row after the header). */
export function cellOf(workbook: ExcelJS.Workbook, sheet: string, header: string, index = 0): ExcelJS.Cell {
  const ws = workbook.getWorksheet(sheet)!;
  const headers = (ws.getRow(1).values as unknown[]).slice(1);
  const column = headers.indexOf(header);
  if (column < 0) throw new Error(`no column ${header}`);
  return ws.getRow(index + 2).getCell(column + 1);
}
