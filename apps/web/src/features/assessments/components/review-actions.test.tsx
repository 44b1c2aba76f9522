import type { TAssessment } from '@statera/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReviewActions } from './review-actions.tsx';

const ID = '44444444-4444-4444-8444-444444444444';
const assessment = {
  id: ID,
  interviewId: null,
  abilities: { approve: true, returnToReview: true },
} as unknown as TAssessment;

const answered = { ...assessment, status: 'returned', abilities: {} } as TAssessment;
const server = installFakeApi();

describe('ReviewActions', () => {
  beforeEach(() => {
    server.on('PUT /api/assessments/:id/return-to-review', answered);
    server.on('PUT /api/assessments/:id/approve', answered);
  });
  afterEach(() => {
    act(() => modalStack.clear());
  });

  it('requires a comment to return the assessment, then sends it', async () => {
    const onDone = vi.fn();
    renderWithProviders(<ReviewActions assessment={assessment} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Return to specialist' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Comment for the specialist/), 'Check question 12.');
    await userEvent.click(screen.getByRole('button', { name: 'Return to specialist' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [sent] = server.requests();
    expect(sent?.url).toBe(`/api/assessments/${ID}/return-to-review`);
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toEqual({ comment: 'Check question 12.' });
  });

  it('approves only after the confirmation', async () => {
    const onDone = vi.fn();
    renderWithProviders(
      <>
        <ReviewActions assessment={assessment} onDone={onDone} />
        <ModalHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(server.fetch).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.requests()[0]?.url).toBe(`/api/assessments/${ID}/approve`);
    await waitFor(() => expect(modalStack.entries()).toHaveLength(0));
  });

  it('asks on the modal stack: Escape closes the question without approving', async () => {
    const onDone = vi.fn();
    renderWithProviders(
      <>
        <ReviewActions assessment={assessment} onDone={onDone} />
        <ModalHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: 'Approve' })).toBeTruthy();
    expect(modalStack.entries()).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(modalStack.entries()).toHaveLength(0));
    expect(server.fetch).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows only the actions the server allows', () => {
    renderWithProviders(
      <ReviewActions
        assessment={{ ...assessment, abilities: { approve: false, returnToReview: true } }}
        onDone={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Return to specialist' })).toBeTruthy();
  });
});
