import type { TAssessment } from '@statera/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AssessmentManageMenu } from './assessment-manage-menu.tsx';

const ID = '55555555-5555-4555-8555-555555555555';
const person = (name: string) => ({
  id: fakeUuid(name),
  name,
  email: `${name}@example.test`,
  position: null,
  avatar: null,
});
const fakeUuid = (seed: string) => `00000000-0000-4000-8000-${seed.length.toString().padStart(12, '0')}`;
const assessment = {
  id: ID,
  dueDate: '2030-03-01',
  interviewId: null,
  answerer: person('sam'),
  approver: person('avery'),
  abilities: { changeDueDate: true, changeAnswerer: true, changeApprover: true },
} as unknown as TAssessment;

const server = installFakeApi();
afterEach(() => {
  act(() => modalStack.clear());
});

const open = async (item: string) => {
  renderWithProviders(
    <>
      <AssessmentManageMenu assessment={assessment} />
      <ModalHost />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: item }));
  return screen.findByRole('dialog');
};

describe('AssessmentManageMenu', () => {
  it('shows nothing without the abilities', () => {
    renderWithProviders(<AssessmentManageMenu assessment={{ ...assessment, abilities: {} } as TAssessment} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("changes the specialist, showing the server's refusal on the email field", async () => {
    server.on('PUT /api/assessments/:id/answerer', () =>
      apiError(400, 'errors.validationFailed', { errors: { newAnswererEmail: ['errors.archivedUserEmail'] } }),
    );
    const dialog = await open('Change specialist');
    expect(within(dialog).getByText(/sam is the specialist now/)).toBeTruthy();
    const email = within(dialog).getByLabelText(/New specialist's email/);
    await userEvent.type(email, 'old@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change specialist' }));
    expect(await within(dialog).findByText('This user is archived: give the email of an active user')).toBeTruthy();
    expect(server.requests()[0]).toMatchObject({
      method: 'PUT',
      url: `/api/assessments/${ID}/answerer`,
      body: { newAnswererEmail: 'old@example.test' },
    });

    server.on('PUT /api/assessments/:id/answerer', { ...assessment, answerer: person('newbie') });
    await userEvent.clear(email);
    await userEvent.type(email, 'New@Example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change specialist' }));
    await waitFor(() => expect(modalStack.entries()).toHaveLength(0));
    expect(server.requests().at(-1)?.body).toEqual({ newAnswererEmail: 'new@example.test' });
  });

  it('moves the due date', async () => {
    server.on('PUT /api/assessments/:id/due-date', { ...assessment, dueDate: '2030-04-01' });
    const dialog = await open('Change due date');
    expect(within(dialog).getByLabelText(/New due date/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save due date' }));
    await waitFor(() => expect(modalStack.entries()).toHaveLength(0));
    expect(server.requests()[0]).toMatchObject({
      url: `/api/assessments/${ID}/due-date`,
      body: { dueDate: '2030-03-01' },
    });
  });
});
