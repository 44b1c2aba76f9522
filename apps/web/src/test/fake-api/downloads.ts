import { vi } from 'vitest';

/** An .xlsx answer as the server sends an export (format=xls): the file name in Content-Disposition. */
export const xlsxFile = (name: string) =>
  new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Disposition': `attachment; filename="${name}"` } });

/** Catches the files the page saves (the download link's click): the list of their names. */
export function captureDownloads(): string[] {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/** A list endpoint's handler: one page of `data`, or the export file `fileName` when asked for format=xls. */
export const listWithExport =
  <T>(data: T[], fileName = 'export.xlsx') =>
  ({ query }: { query: Record<string, string | string[]> }) =>
    query.format === 'xls' ? xlsxFile(fileName) : { data, total: data.length, totalCapped: false, page: 1, rows: 20 };
