import type { TAssessment, TAssessmentReportItem } from '@statera/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/fake-api/downloads.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { StatusDeterminationCard } from './status-determination-card.tsx';

const ID = '55555555-5555-4555-8555-555555555555';
const report = (version: number, status: TAssessmentReportItem['status']): TAssessmentReportItem => ({
  id: `6666666${version}-6666-4666-8666-666666666666`,
  version,
  assessmentVersion: 1,
  status,
  dateCreated: '2026-03-04T10:00:00.000Z',
  dateGenerated: status === 'generated' ? '2026-03-04T10:00:05.000Z' : null,
  pageCount: status === 'generated' ? 10 : null,
});
const assessment = (reports: TAssessmentReportItem[], generateReport = true) =>
  ({
    id: ID,
    status: 'approved',
    abilities: { downloadReport: true, generateReport },
    reportGenerated: reports.some((r) => r.status === 'generated'),
    interviewReports: reports,
  }) as unknown as TAssessment;

const server = installFakeApi();
const pdf = (name: string) =>
  new Response(new Blob(['%PDF-1.7']), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  });

describe('StatusDeterminationCard', () => {
  it('lists the versions newest first and downloads one with the session', async () => {
    const a = assessment([report(2, 'generated'), report(1, 'generated')]);
    server.on('GET /api/assessments/:id', a);
    server.on('GET /api/assessments/:id/report', ({ query }) => pdf(`SDS-v${query.version}.pdf`));
    const saved = captureDownloads();
    renderWithProviders(<StatusDeterminationCard assessment={a} />);
    expect(screen.getByRole('heading', { name: 'Status Determination Statement' })).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(screen.getAllByText('Generated 04.03.2026 · 10 pages')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Download version 1' }));
    await waitFor(() => expect(saved).toEqual(['SDS-v1.pdf']));
    const [sent] = server.requests('GET /api/assessments/:id/report');
    expect(sent?.url).toBe(`/api/assessments/${ID}/report?version=1`);
    expect(sent?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('generates again, shows the queued version and polls until it is generated', async () => {
    const before = assessment([report(1, 'generated')]);
    let gets = 0;
    server.on('GET /api/assessments/:id', () => {
      gets++;
      if (gets === 1) return before;
      if (gets === 2) return assessment([report(2, 'queued'), report(1, 'generated')]);
      return assessment([report(2, 'generated'), report(1, 'generated')]);
    });
    server.on('PUT /api/assessments/:id/reports', { reports: [report(2, 'queued'), report(1, 'generated')] });
    renderWithProviders(<StatusDeterminationCard assessment={before} />);
    await waitFor(() => expect(gets).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Generate again' }));
    expect(await screen.findByText('Generating…')).toBeTruthy();
    expect(server.requests('PUT /api/assessments/:id/reports')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download version 2' })).toBeTruthy(), {
      timeout: 6000,
    });
    expect(screen.queryByText('Generating…')).toBeNull();
  });

  it('explains a failed version and hides "Generate again" without the ability', async () => {
    const a = assessment([report(1, 'failed')], false);
    server.on('GET /api/assessments/:id', a);
    renderWithProviders(<StatusDeterminationCard assessment={a} />);
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText(/could not be generated/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate again' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('shows the server refusal when generating is not possible', async () => {
    const a = assessment([report(1, 'generated')]);
    server.on('GET /api/assessments/:id', a);
    server.on(
      'PUT /api/assessments/:id/reports',
      () =>
        new Response(JSON.stringify({ error_key: 'errors.assessmentNotApproved', message: 'x' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderWithProviders(<StatusDeterminationCard assessment={a} />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('only once the assessment is approved');
  });
});
