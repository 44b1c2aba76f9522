import type { TAssessment } from '@statera/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AssessmentLifecycleActions } from './assessment-lifecycle-actions.tsx';

const ID = '66666666-6666-4666-8666-666666666666';
const NEW_ID = '77777777-7777-4777-8777-777777777777';
const approved = {
  id: ID,
  interviewId: null,
  status: 'approved',
  type: 'assessment',
  abilities: { startReassessment: true, startContinuousEmployment: true, closeReassessment: false },
} as unknown as TAssessment;
const created = { ...approved, id: NEW_ID, status: 'created', type: 'reassessment', abilities: {} } as TAssessment;
const server = installFakeApi();

function renderAt(a: TAssessment) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/assessments/${a.id}`]}>
      <Routes>
        <Route path="/assessments/:id" element={<AssessmentLifecycleActions assessment={a} />} />
        <Route path={`/assessments/${NEW_ID}`} element={<p>new assessment page</p>} />
      </Routes>
      <ModalHost />
    </MemoryRouter>,
  );
}

describe('AssessmentLifecycleActions', () => {
  afterEach(() => {
    act(() => modalStack.clear());
  });

  it('starts a reassessment with the chosen reason and opens it', async () => {
    server.on('PUT /api/assessments/:id/start-reassessment', created);
    renderAt(approved);
    await userEvent.click(screen.getByRole('button', { name: 'Start reassessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start reassessment' });
    await userEvent.click(within(dialog).getByLabelText('Why reassess'));
    await userEvent.click(await screen.findByRole('option', { name: 'The contract changed', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start reassessment' }));
    expect(await screen.findByText('new assessment page')).toBeTruthy();
    expect(server.requests()[0]).toMatchObject({
      method: 'PUT',
      url: `/api/assessments/${ID}/start-reassessment`,
      body: { reason: 'contract_change' },
    });
  });

  it('starts continuous employment after the confirmation', async () => {
    server.on('PUT /api/assessments/:id/start-continuous-employment', {
      ...created,
      type: 'continuous_employment',
    } as TAssessment);
    renderAt(approved);
    await userEvent.click(screen.getByRole('button', { name: 'Start continuous employment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start continuous employment' });
    expect(server.fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start continuous employment' }));
    expect(await screen.findByText('new assessment page')).toBeTruthy();
    expect(server.requests()[0]?.url).toBe(`/api/assessments/${ID}/start-continuous-employment`);
  });

  it('closes an open reassessment with a comment for the specialist', async () => {
    const open = {
      ...approved,
      status: 'in_progress',
      type: 'reassessment',
      abilities: { closeReassessment: true },
    } as unknown as TAssessment;
    server.on('PUT /api/assessments/:id/close-reassessment', { ...open, status: 'archived', abilities: {} });
    renderAt(open);
    expect(screen.queryByRole('button', { name: 'Start reassessment' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close reassessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close reassessment' });
    await userEvent.type(within(dialog).getByLabelText(/Comment for the specialist/), 'The appeal was withdrawn.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close reassessment' }));
    await waitFor(() => expect(modalStack.entries()).toHaveLength(0));
    expect(server.requests()[0]).toMatchObject({
      url: `/api/assessments/${open.id}/close-reassessment`,
      body: { additionalMailComment: 'The appeal was withdrawn.' },
    });
  });

  it('shows nothing without an ability', () => {
    const { container } = renderAt({ ...approved, abilities: {} } as TAssessment);
    expect(container.querySelector('section')).toBeNull();
  });
});
