import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, captureDownloads, installFakeApi } from '../test/fake-api/index.ts';
import { authStore } from './auth-store.ts';
import { EXPORT_BUSY_MS, useXlsExport } from './use-xls-export.ts';

const server = installFakeApi();
let clicked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
  clicked = captureDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const QUERY = { page: 3, rows: 20, sort: 'name|asc', globalFilter: 'ann', statuses: ['active'] };

describe('useXlsExport', () => {
  it('downloads the filtered list with format=xls and stays busy for 3 s', async () => {
    server.on(
      'GET /api/users',
      () =>
        new Response(new Blob(['xls']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="users.xls"' },
        }),
    );
    const { result } = renderHook(() => useXlsExport('/api/users', QUERY, { fileName: 'fallback.xls' }));
    await act(() => result.current.exportXls());
    const url = server.requests()[0]?.url;
    expect(url).toBe('/api/users?sort=name%7Casc&globalFilter=ann&statuses%5B%5D=active&format=xls');
    expect(clicked).toEqual(['users.xls']);
    expect(result.current.busy).toBe(true);
    act(() => void vi.advanceTimersByTime(EXPORT_BUSY_MS - 1));
    expect(result.current.busy).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.busy).toBe(false);
  });

  it('keeps the busy flag when the export was queued (202)', async () => {
    server.on('GET /api/users', () => new Response(null, { status: 202 }));
    const onQueued = vi.fn();
    const { result } = renderHook(() => useXlsExport('/api/users', QUERY, { fileName: 'users.xls', onQueued }));
    await act(() => result.current.exportXls());
    act(() => void vi.advanceTimersByTime(10_000));
    expect(onQueued).toHaveBeenCalled();
    expect(clicked).toEqual([]);
    expect(result.current.busy).toBe(true);
  });

  it('tells when the server cut the list at its row cap', async () => {
    server.on(
      'GET /api/users',
      () => new Response(new Blob(['xls']), { status: 200, headers: { 'X-Export-Truncated': 'true' } }),
    );
    const onTruncated = vi.fn();
    const { result } = renderHook(() => useXlsExport('/api/users', QUERY, { fileName: 'users.xlsx', onTruncated }));
    await act(() => result.current.exportXls());
    expect(clicked).toEqual(['users.xlsx']);
    expect(onTruncated).toHaveBeenCalledTimes(1);
  });

  it('clears the busy flag at once when the export fails', async () => {
    server.on('GET /api/users', () => apiError(403, 'errors.forbidden', { message: 'no' }));
    const { result } = renderHook(() => useXlsExport('/api/users', QUERY, { fileName: 'users.xls' }));
    await act(() => result.current.exportXls());
    expect(result.current.busy).toBe(false);
  });
});
