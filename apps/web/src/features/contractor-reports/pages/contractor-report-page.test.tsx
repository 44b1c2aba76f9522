import type { TContractorReportLink } from '@statera/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, captureDownloads, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ContractorReportPage } from './contractor-report-page.tsx';

const KEY = 'k'.repeat(43);
const link = (over: Partial<TContractorReportLink> = {}): TContractorReportLink => ({
  clientName: 'Northwind Group plc',
  engagedIndividualName: 'Ann Worker',
  reportVersion: 2,
  issuedAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2026-05-31T10:00:00.000Z',
  attemptsLeft: 5,
  lockedUntil: null,
  ...over,
});

const server = installFakeApi();
let saved: string[] = [];

const pdf = () =>
  new Response(new Blob(['%PDF-1.3']), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="status-determination-statement-v2.pdf"',
    },
  });

function renderPage(key = KEY) {
  return renderRoute(
    <Routes>
      <Route path="/contractor-reports/:key?" element={<ContractorReportPage />} />
    </Routes>,
    `/contractor-reports/${key}`,
  );
}

const codeInput = () => screen.getByRole('textbox', { name: /Individual code/ });
const downloadButton = () => screen.getByRole('button', { name: 'Download the statement (PDF)' });

beforeEach(() => {
  localStorage.clear();
  saved = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

describe('ContractorReportPage (no account)', { timeout: 30_000 }, () => {
  it('shows who issued which statement and downloads it with the 8-digit code', async () => {
    server.on('GET /api/contractor-reports/:key', link());
    server.on('GET /api/download-contractor-report', pdf);
    renderPage();
    expect(
      await screen.findByText('Northwind Group plc has shared a status determination statement with you.'),
    ).toBeTruthy();
    expect(screen.getByText('Ann Worker')).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(screen.getByText('02.03.2026')).toBeTruthy();
    expect(screen.getByText('31.05.2026')).toBeTruthy();

    await userEvent.type(codeInput(), '12345678');
    await userEvent.click(downloadButton());
    await waitFor(() => expect(saved).toEqual(['status-determination-statement-v2.pdf']));
    expect(server.requests('GET /api/download-contractor-report')[0]?.query).toEqual({
      linkKey: KEY,
      downloadKey: '12345678',
    });
    expect(await screen.findByText('Downloaded status-determination-statement-v2.pdf.')).toBeTruthy();
    // the public calls never carry a session
    expect(server.requests('GET /api/download-contractor-report')[0]?.headers.get('authorization')).toBeNull();
  });

  it('asks for exactly 8 digits before calling the server', async () => {
    server.on('GET /api/contractor-reports/:key', link());
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Individual code/ }), '1234');
    await userEvent.click(downloadButton());
    expect(await screen.findByText('Enter the 8-digit code')).toBeTruthy();
    expect(server.requests('GET /api/download-contractor-report')).toHaveLength(0);
  });

  it('says the code is wrong with the attempts left', async () => {
    let attemptsLeft = 5;
    server.on('GET /api/contractor-reports/:key', () => link({ attemptsLeft }));
    server.on('GET /api/download-contractor-report', () => {
      attemptsLeft = 3;
      return apiError(400, 'errors.invalidIndividualCode', {
        errors: { downloadKey: ['errors.invalidIndividualCode'] },
      });
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Individual code/ }), '00000000');
    await userEvent.click(downloadButton());
    expect(await screen.findByText('Invalid individual code. 3 attempts left.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('shows the lock after too many wrong codes and disables the download', async () => {
    server.on('GET /api/contractor-reports/:key', link({ attemptsLeft: 0, lockedUntil: '2026-03-02T10:15:00.000Z' }));
    renderPage();
    expect(await screen.findByText('Too many wrong codes')).toBeTruthy();
    expect((downloadButton() as HTMLButtonElement).disabled).toBe(true);
    expect((codeInput() as HTMLInputElement).disabled).toBe(true);
  });

  it('shows one page for an unknown or expired link', async () => {
    server.on('GET /api/contractor-reports/:key', () => apiError(404, 'errors.notFound'));
    renderPage();
    expect(await screen.findByText('This link does not work')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Individual code/ })).toBeNull();
  });
});
