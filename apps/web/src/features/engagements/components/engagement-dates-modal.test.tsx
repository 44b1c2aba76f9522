import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/fake-api/engagement-factories.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EngagementDatesModal } from './engagement-dates-modal.tsx';

const server = installFakeApi();

describe('EngagementDatesModal', () => {
  it('changes the dates and asks for a new assessment when ticked', async () => {
    server.on('PUT /api/engagements/:id/dates', buildEngagement());
    renderWithProviders(<EngagementDatesModal engagement={buildEngagement()} mode="dates" opened onClose={() => {}} />);
    await userEvent.click(screen.getByLabelText('Open a new assessment'));
    await userEvent.click(screen.getByRole('button', { name: 'Save dates' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/engagements/:id/dates').map((r) => r.body)).toEqual([
        { contractStart: '2030-01-01', contractEnd: '2030-12-31', createNewAssessment: true },
      ]),
    );
  });

  it('puts the server’s date error on its field', async () => {
    server.on('PUT /api/engagements/:id/dates', () =>
      apiError(400, 'errors.validationFailed', { errors: { contractEnd: ['errors.contractEndInPast'] } }),
    );
    renderWithProviders(<EngagementDatesModal engagement={buildEngagement()} mode="dates" opened onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save dates' }));
    expect(await screen.findByText('The contract end cannot be before today.')).toBeTruthy();
  });

  it('restores without dates unless the user may and chooses to give new ones', async () => {
    server.on('PUT /api/engagements/:id/restore', buildEngagement());
    const archived = buildEngagement({ status: 'archived', abilities: { restore: true, restoreWithDates: false } });
    renderWithProviders(<EngagementDatesModal engagement={archived} mode="restore" opened onClose={() => {}} />);
    expect(screen.queryByLabelText('Restore with new contract dates')).toBeNull();
    expect(screen.queryByLabelText(/Contract start/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/engagements/:id/restore').map((r) => r.body)).toEqual([
        { createNewAssessment: false },
      ]),
    );
  });
});
