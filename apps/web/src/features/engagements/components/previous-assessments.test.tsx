import type { TPreviousAssessment } from '@statera/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PreviousAssessments } from './previous-assessments.tsx';

const ENGAGEMENT = '88888888-8888-4888-8888-888888888888';
const previous: TPreviousAssessment = {
  id: '99999999-9999-4999-8999-999999999999',
  status: 'approved',
  notStarted: null,
  type: 'assessment',
  dueDate: '2026-01-10',
  dateSubmitted: '2026-01-05T10:00:00.000Z',
  dateApproved: '2026-01-08T10:00:00.000Z',
  employed: 30,
  selfEmployed: 70,
  riskLevel: 'low',
  outcome: 'selfEmployed',
  validUntil: '2027-01-08',
  rejectionReason: null,
  reassessmentReason: null,
  resultStatus: 'completed',
};
const server = installFakeApi();
const renderIt = () =>
  renderWithProviders(
    <MemoryRouter>
      <PreviousAssessments engagementId={ENGAGEMENT} />
    </MemoryRouter>,
  );

describe('PreviousAssessments', () => {
  it('lists the earlier assessments with result and validity (DD.MM.YYYY)', async () => {
    server.on('GET /api/engagements/:id/previous-assessments', { assessments: [previous] });
    renderIt();
    expect(await screen.findByRole('link', { name: 'Assessment' })).toBeTruthy();
    expect(screen.getByText('08.01.2027')).toBeTruthy();
    expect(server.requests()[0]?.url).toBe(`/api/engagements/${ENGAGEMENT}/previous-assessments`);
  });

  it('says when there are none', async () => {
    server.on('GET /api/engagements/:id/previous-assessments', { assessments: [] });
    renderIt();
    expect(await screen.findByText('No earlier assessments.')).toBeTruthy();
  });

  it('shows the error', async () => {
    server.on('GET /api/engagements/:id/previous-assessments', () => apiError(500, 'errors.internal'));
    renderIt();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
