import { vi } from 'vitest';

/**
 * A fetch stub for pages with an Export button: `format=xls` requests get a small .xlsx named
 * `file`, every other request the JSON `answer(url)` gives; `exportRequest()` is the export request made.
 */
export function stubExportFetch(answer: (url: string) => unknown, file = 'export.xlsx') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('format=xls')) {
      return new Response(new Blob(['PK']), {
        status: 200,
        headers: { 'Content-Disposition': `attachment; filename="${file}"` },
      });
    }
    return Response.json(answer(url));
  });
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return {
    fetchMock,
    saved,
    /** The export request as its path and its parameters (`key[]` for repeated keys), order aside. */
    exportRequest: () => {
      const url = new URL(
        fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('format=xls')) ?? '/none',
        'http://test',
      );
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        query[key] = key.endsWith('[]') ? all : (all[0] ?? '');
      }
      return { path: url.pathname, query };
    },
  };
}

/** A JSON list page of `data`. */
export const page = (data: unknown[]) => ({ data, total: data.length, page: 1, rows: 20 });
