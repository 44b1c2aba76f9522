import type { TAssessment } from '@statera/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReviewActions } from './review-actions.tsx';

const ID = '44444444-4444-4444-8444-444444444444';
const assessment = {
  id: ID,
  interviewId: null,
  abilities: { approve: true, returnToReview: true },
} as unknown as TAssessment;

const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({ ...assessment, status: 'returned', abilities: {} }),
);

describe('ReviewActions', () => {
  beforeEach(() => {
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: 'u', expiresAt: Date.now() + 600_000 });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    act(() => modalStack.clear());
    authStore.clear();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('requires a comment to return the assessment, then sends it', async () => {
    const onDone = vi.fn();
    renderWithProviders(<ReviewActions assessment={assessment} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Return to specialist' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Comment for the specialist/), 'Check question 12.');
    await userEvent.click(screen.getByRole('button', { name: 'Return to specialist' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/assessments/${ID}/return-to-review`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ comment: 'Check question 12.' });
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
    expect(fetchMock).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/assessments/${ID}/approve`);
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
    expect(fetchMock).not.toHaveBeenCalled();
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
