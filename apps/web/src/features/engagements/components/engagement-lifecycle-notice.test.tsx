import type { TEngagement } from '@statera/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EngagementLifecycleNotice } from './engagement-lifecycle-notice.tsx';

const ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const preliminary = {
  id: ID,
  status: 'preliminary',
  nextAssessment: null,
  wasPreliminary: false,
  abilities: { convert: true },
} as unknown as TEngagement;
const server = installFakeApi();

describe('EngagementLifecycleNotice', () => {
  afterEach(() => {
    act(() => modalStack.clear());
  });

  it('converts a preliminary engagement after the confirmation', async () => {
    server.on('PUT /api/engagements/:id/convert', {
      ...preliminary,
      status: 'active',
      wasPreliminary: true,
      abilities: {},
    } as TEngagement);
    renderWithProviders(
      <>
        <EngagementLifecycleNotice engagement={preliminary} />
        <ModalHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Convert to active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to active' });
    expect(server.fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert to active' }));
    await waitFor(() => expect(modalStack.entries()).toHaveLength(0));
    expect(server.requests()[0]).toMatchObject({ method: 'PUT', url: `/api/engagements/${ID}/convert` });
  });

  it('names the next assessment with its due date (DD.MM.YYYY), without a convert button', () => {
    renderWithProviders(
      <EngagementLifecycleNotice
        engagement={
          {
            ...preliminary,
            status: 'active',
            nextAssessment: { dueDate: '2027-03-15', type: 'reassessment' },
            abilities: {},
          } as unknown as TEngagement
        }
      />,
    );
    expect(screen.getByText('Next: Reassessment due 15.03.2027.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Convert to active' })).toBeNull();
  });
});
