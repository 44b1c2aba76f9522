import type { TCompany, TCompanyReport } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { CompanyReportCard } from './company-report-card.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const REPORT = '22222222-2222-4222-8222-222222222222';
const FILE = '33333333-3333-4333-8333-333333333333';
const company = (report: TCompany['report']) =>
  ({ id: COMPANY, name: 'Acme plc', mainCompany: true, report, abilities: { report: true } }) as unknown as TCompany;
const report = (over: Partial<TCompanyReport> = {}): TCompanyReport => ({
  id: REPORT,
  dateCreated: '2026-03-04T10:00:00.000Z',
  status: 'queued',
  progress: 0,
  dateGenerated: null,
  counts: null,
  file: null,
  abilities: { request: true, delete: true },
  ...over,
});
const created = report({
  status: 'created',
  progress: 100,
  dateGenerated: '2026-03-04T10:00:12.000Z',
  counts: { engagements: 20000, determinations: 19800, deliveries: 35000, appeals: 1200 },
  file: {
    attachmentId: FILE,
    name: 'company_report_Acme_plc_2026-03-04.xlsx',
    displayName: 'company_report_Acme_plc_2026-03-04.xlsx',
    extension: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 4_200_000,
    token: 'signed.token',
    expiresAt: '2026-03-04T10:05:00.000Z',
  },
});

const server = installFakeApi();
afterEach(() => vi.restoreAllMocks());

describe('CompanyReportCard', () => {
  it('asks for a report and shows its progress while it is prepared', async () => {
    server.on('POST /api/companies/:id/report', report()).on('GET /api/companies/:id', company(null));
    renderRoute(<CompanyReportCard company={company(null)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Prepare report' }));
    await waitFor(() => expect(server.requests('POST /api/companies/:id/report')).toHaveLength(1));
    expect(await screen.findByText('Preparing the report')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prepare report' })).toBeNull();
  });

  it('follows a report being prepared until it is ready, then downloads it through a fresh signed link', async () => {
    let calls = 0;
    server.on('GET /api/companies/:id/report', () => (++calls === 1 ? report({ progress: 40 }) : created));
    const saved = captureDownloads();
    renderRoute(
      <CompanyReportCard
        company={company({ id: REPORT, dateCreated: created.dateCreated, status: 'queued', progress: 40 })}
      />,
    );
    expect(await screen.findByText('40%')).toBeTruthy();
    // polled every 1.5 s while queued
    expect(
      await screen.findByText(
        '20000 engagements, 19800 determinations, 35000 statement deliveries, 1200 appeals',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/35000 statement deliveries, 1200 appeals/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['company_report_Acme_plc_2026-03-04.xlsx']));
    expect(screen.getByRole('button', { name: 'Prepare again' })).toBeTruthy();
  });

  it('says when preparing failed and offers to try again', async () => {
    server.on('GET /api/companies/:id/report', report({ status: 'failed' }));
    renderRoute(
      <CompanyReportCard
        company={company({ id: REPORT, dateCreated: created.dateCreated, status: 'failed', progress: 10 })}
      />,
    );
    expect(await screen.findByText(/could not be prepared/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('removes the report after a confirmation', async () => {
    server.on('GET /api/companies/:id/report', created).on('DELETE /api/companies/:id/report', null);
    server.on('GET /api/companies/:id', company(null));
    renderRoute(
      <CompanyReportCard
        company={company({ id: REPORT, dateCreated: created.dateCreated, status: 'created', progress: 100 })}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the company report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.requests('DELETE /api/companies/:id/report')).toHaveLength(1));
  });
});
