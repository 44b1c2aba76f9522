import type { TAssessment } from '@statera/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AssessmentStatusNotice } from './assessment-status-notice.tsx';
import { ReviewActions } from './review-actions.tsx';

const ID = '55555555-5555-4555-8555-555555555555';
const assessment = {
  id: ID,
  interviewId: null,
  status: 'review',
  abilities: { approve: true, returnToReview: true, reject: true },
} as unknown as TAssessment;
const rejected = {
  ...assessment,
  status: 'non_eligible',
  rejectionReason: 'Umbrella company.',
  abilities: {},
} as unknown as TAssessment;
const server = installFakeApi();

const renderActions = (a: TAssessment, onDone = vi.fn()) =>
  renderWithProviders(
    <>
      <ReviewActions assessment={a} onDone={onDone} />
      <ModalHost />
    </>,
  );

describe('rejecting an assessment', () => {
  beforeEach(() => server.on('PUT /api/assessments/:id/reject', rejected));
  afterEach(() => {
    act(() => modalStack.clear());
  });

  it('asks for a reason and the typed word before sending', async () => {
    const onDone = vi.fn();
    renderActions(assessment, onDone);
    await userEvent.click(screen.getByRole('button', { name: 'Reject (cannot be completed)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the assessment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(server.fetch).not.toHaveBeenCalled();
    // the form moves to its first error (spec §5: after 100 ms) before the user types on
    const reason = within(dialog).getByLabelText(/Reason for the rejection/);
    await waitFor(() => expect(document.activeElement).toBe(reason));

    await userEvent.type(reason, 'Umbrella company.');
    await userEvent.type(within(dialog).getByLabelText(/Type Reject to confirm/), 'reject');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Type Reject to confirm the rejection.')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText(/Type Reject to confirm/));
    await userEvent.type(within(dialog).getByLabelText(/Type Reject to confirm/), 'Reject');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [sent] = server.requests();
    expect(sent).toMatchObject({
      method: 'PUT',
      url: `/api/assessments/${ID}/reject`,
      body: { confirmation: 'Reject', reason: 'Umbrella company.' },
    });
  });

  it("puts the server's field error on the field", async () => {
    server.on('PUT /api/assessments/:id/reject', () =>
      apiError(400, 'errors.validationFailed', { errors: { reason: ['errors.required'] } }),
    );
    renderActions(assessment);
    await userEvent.click(screen.getByRole('button', { name: 'Reject (cannot be completed)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the assessment' });
    await userEvent.type(within(dialog).getByLabelText(/Reason for the rejection/), 'x');
    await userEvent.type(within(dialog).getByLabelText(/Type Reject to confirm/), 'Reject');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
  });

  it('offers no rejection without the ability', () => {
    renderActions({ ...assessment, abilities: { approve: true, returnToReview: true, reject: false } });
    expect(screen.queryByRole('button', { name: 'Reject (cannot be completed)' })).toBeNull();
  });

  it('says a rejected assessment cannot be completed, with the reason', () => {
    renderWithProviders(<AssessmentStatusNotice assessment={rejected} />);
    expect(screen.getByText('Cannot be completed')).toBeTruthy();
    expect(screen.getByText('Umbrella company.')).toBeTruthy();
  });
});
