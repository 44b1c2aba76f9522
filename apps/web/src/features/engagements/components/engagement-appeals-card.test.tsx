import type { TAssessmentSummary, TEngagement } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAppeal, buildAppealSummary } from '../../../test/fake-api/appeal-factories.ts';
import { installFakeApi, pageOf } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { EngagementAppealsCard } from './engagement-appeals-card.tsx';
import { approvedAssessments } from './record-appeal-modal.tsx';

const server = installFakeApi();
const approved: TAssessmentSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'approved',
  notStarted: null,
  type: 'assessment',
  dueDate: '2026-01-31',
  dateSubmitted: '2026-01-10T10:00:00.000Z',
  dateApproved: '2026-01-20T10:00:00.000Z',
  employed: 30,
  selfEmployed: 70,
  riskLevel: 'low',
};
const engagement = (over: Partial<TEngagement> = {}) =>
  ({
    id: '22222222-2222-4222-8222-222222222222',
    engagedIndividualEmail: 'sam@example.test',
    currentAssessment: approved,
    timelineAssessments: [approved],
    abilities: { recordAppeal: true },
    ...over,
  }) as TEngagement;

const OPEN = 'Record a disagreement received by letter or phone';

describe('recording a disagreement from the engagement page', () => {
  it('is offered only with the ability and an approved assessment', () => {
    const view = renderRoute(<EngagementAppealsCard engagement={engagement({ abilities: {} })} />);
    expect(screen.queryByRole('button', { name: OPEN })).toBeNull();
    view.unmount();
    renderRoute(
      <EngagementAppealsCard
        engagement={engagement({
          currentAssessment: null,
          timelineAssessments: [{ ...approved, status: 'review', dateApproved: null }],
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: OPEN })).toBeNull();
  });

  it('records the letter for the approved assessment and opens the new appeal', async () => {
    const appeal = buildAppeal();
    server.on('POST /api/appeals', appeal);
    const { router } = renderRoute(<EngagementAppealsCard engagement={engagement()} />);
    await userEvent.click(screen.getByRole('button', { name: OPEN }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a disagreement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record and open the appeal' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(server.requests('POST /api/appeals')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/What the worker said/), 'I am not employed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record and open the appeal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/appeals/${appeal.id}`));
    expect(server.requests('POST /api/appeals')[0]?.body).toMatchObject({
      assessmentId: approved.id,
      channel: 'letter',
      contractorEmail: 'sam@example.test',
      summary: 'I am not employed.',
    });
  });

  it('lists approved assessments newest first, once each', () => {
    const older = { ...approved, id: '33333333-3333-4333-8333-333333333333', dateApproved: '2025-01-20T10:00:00.000Z' };
    expect(approvedAssessments(engagement({ timelineAssessments: [older, approved] })).map((a) => a.id)).toEqual([
      approved.id,
      older.id,
    ]);
  });

  it("lists the engagement's appeals with status and clock, linked to each, even without the record ability", async () => {
    const appeal = buildAppealSummary({ status: 'contractor_processing' });
    server.on('GET /api/engagements/:id/appeals', pageOf([appeal]));
    renderRoute(<EngagementAppealsCard engagement={engagement({ abilities: { viewAppeals: true } })} />);
    const link = await screen.findByRole('link', { name: 'Appeal started 01.03.2026' });
    expect(link.getAttribute('href')).toBe(`/appeals/${appeal.id}`);
    expect(screen.getByText('With the worker')).toBeTruthy();
    expect(screen.getByText('20 days left')).toBeTruthy();
    expect(screen.queryByRole('button', { name: OPEN })).toBeNull();
    expect(server.requests('GET /api/engagements/:id/appeals')[0]?.query).toEqual({ sort: 'date_started|desc' });
  });

  it('asks for no appeals without the viewAppeals ability (the server would answer 403)', async () => {
    server.on('GET /api/engagements/:id/appeals', pageOf([buildAppealSummary()]));
    renderRoute(<EngagementAppealsCard engagement={engagement({ abilities: { recordAppeal: true } })} />);
    expect(await screen.findByRole('button', { name: OPEN })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests('GET /api/engagements/:id/appeals')).toHaveLength(0);
  });
});
