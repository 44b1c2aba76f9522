import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth-store.ts';
import { EXPORT_BUSY_MS, useXlsExport } from './use-xls-export.ts';

const fetchMock = vi.fn();
const clicked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
  fetchMock.mockReset();
  clicked.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const QUERY = { page: 3, rows: 20, sort: 'name|asc', globalFilter: 'ann', statuses: ['active'] };

describe('useXlsExport', () => {
  it('downloads the filtered list with format=xls and stays busy for 3 s', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Blob(['xls']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="users.xls"' },
      }),
    );
    const { result } = renderHook(() => useXlsExport('/api/users', QUERY, { fileName: 'fallback.xls' }));
    await act(() => result.current.exportXls());
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toBe('/api/users?sort=name%7Casc&globalFilter=ann&statuses%5B%5D=active&format=xls');
    expect(clicked).toEqual(['users.xls']);
    expect(result.current.busy).toBe(true);
    act(() => void vi.advanceTimersByTime(EXPORT_BUSY_MS - 1));
    expect(result.current.busy).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.busy).toBe(false);
  });

  it('keeps the busy flag when the export was queued (202)', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    const onQueued = vi.fn();
    const { result } = renderHook(() => useXlsExport('/api/users', QUERY, { fileName: 'users.xls', onQueued }));
    await act(() => result.current.exportXls());
    act(() => void vi.advanceTimersByTime(10_000));
    expect(onQueued).toHaveBeenCalled();
    expect(clicked).toEqual([]);
    expect(result.current.busy).toBe(true);
  });

  it('tells when the server cut the list at its row cap', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Blob(['xls']), { status: 200, headers: { 'X-Export-Truncated': 'true' } }),
    );
    const onTruncated = vi.fn();
    const { result } = renderHook(() => useXlsExport('/api/users', QUERY, { fileName: 'users.xlsx', onTruncated }));
    await act(() => result.current.exportXls());
    expect(clicked).toEqual(['users.xlsx']);
    expect(onTruncated).toHaveBeenCalledTimes(1);
  });

  it('clears the busy flag at once when the export fails', async () => {
    fetchMock.mockResolvedValue(Response.json({ error_key: 'errors.forbidden', message: 'no' }, { status: 403 }));
    const { result } = renderHook(() => useXlsExport('/api/users', QUERY, { fileName: 'users.xls' }));
    await act(() => result.current.exportXls());
    expect(result.current.busy).toBe(false);
  });
});
