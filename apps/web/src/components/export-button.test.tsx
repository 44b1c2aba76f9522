import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../lib/auth-store.ts';
import { notify } from '../lib/notifications/notify.ts';
import { EXPORT_BUSY_MS } from '../lib/use-xls-export.ts';
import { captureDownloads, installFakeApi } from '../test/fake-api/index.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ExportButton } from './export-button.tsx';

const server = installFakeApi();
let saved: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
  saved = captureDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const TARGET = {
  path: '/api/companies',
  query: { page: 2, rows: 20, sort: 'name|asc', statuses: ['active'], mainOnly: 'true' },
  fileName: 'clients.xlsx',
};
const button = () => screen.getByRole('button', { name: 'Export to Excel' }) as HTMLButtonElement;
const xlsx = (headers: Record<string, string> = {}) =>
  new Response(new Blob(['PK']), {
    status: 200,
    headers: { 'Content-Disposition': 'attachment; filename="clients_server.xlsx"', ...headers },
  });

describe('ExportButton', () => {
  it('downloads the filtered list under the server name and is busy for 3 s', async () => {
    server.on('GET /api/companies', () => xlsx());
    renderWithProviders(<ExportButton target={TARGET} />);
    await act(async () => fireEvent.click(button()));
    expect(server.requests()[0]?.url).toBe(
      '/api/companies?sort=name%7Casc&statuses%5B%5D=active&mainOnly=true&format=xls',
    );
    expect(saved).toEqual(['clients_server.xlsx']);
    expect(button().disabled).toBe(true);
    await act(async () => void vi.advanceTimersByTime(EXPORT_BUSY_MS));
    expect(button().disabled).toBe(false);
  });

  it('says an export was queued (202) and stays busy', async () => {
    server.on('GET /api/companies', () => new Response(null, { status: 202 }));
    const push = vi.spyOn(notify, 'push');
    renderWithProviders(<ExportButton target={TARGET} />);
    await act(async () => fireEvent.click(button()));
    await act(async () => void vi.advanceTimersByTime(EXPORT_BUSY_MS * 3));
    expect(push).toHaveBeenCalledWith({
      kind: 'info',
      message: 'The export is being prepared and will be sent to you.',
    });
    expect(saved).toEqual([]);
    expect(button().disabled).toBe(true);
  });

  it('warns when the server cut the list at its row cap', async () => {
    server.on('GET /api/companies', () => xlsx({ 'X-Export-Truncated': 'true' }));
    const push = vi.spyOn(notify, 'push');
    renderWithProviders(<ExportButton target={TARGET} />);
    await act(async () => fireEvent.click(button()));
    expect(saved).toEqual(['clients_server.xlsx']);
    expect(push).toHaveBeenCalledWith(expect.objectContaining({ kind: 'warning' }));
  });

  it('can be disabled (an empty list)', () => {
    renderWithProviders(<ExportButton target={TARGET} disabled />);
    expect(button().disabled).toBe(true);
  });
});
