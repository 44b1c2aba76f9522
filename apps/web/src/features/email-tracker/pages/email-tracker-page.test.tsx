import { MantineProvider } from '@mantine/core';
import type { TEmailChangelogList, TEmailTracker, TNotification, TNotificationRecipient } from '@statera/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { apiError, fakeId, installFakeApi } from '../../../test/fake-api/index.ts';
import { EmailTrackerPage } from './email-tracker-page.tsx';

const ENGAGEMENT = fakeId();
const FAILED_MESSAGE = fakeId();

const recipient = (over: Partial<TNotificationRecipient> = {}): TNotificationRecipient => ({
  id: fakeId(),
  emailMessageId: fakeId(),
  dateCreated: '2026-03-03T09:00:00.000Z',
  delayedUntil: null,
  email: 'ann@worker.test',
  status: 'sent',
  events: [{ name: 'processed', occurredAt: '2026-03-03T09:00:00.000Z' }],
  nextAttemptAt: null,
  retryUntil: null,
  abilities: { resend: false },
  ...over,
});

const statement = (): TNotification => ({
  id: fakeId(),
  kind: 'contractor_report',
  subject: 'Your status determination statement',
  events: [],
  isLatestNotification: true,
  isEmailNotificationItem: false,
  content: null,
  delayedUntil: null,
  dateCreated: '2026-03-03T09:00:00.000Z',
  assessmentReportId: fakeId(),
  reportDateCreated: '2026-03-02T09:00:00.000Z',
  reportVersion: 2,
  recipients: [
    recipient({
      email: 'ann@worker.test',
      status: 'failed',
      emailMessageId: FAILED_MESSAGE,
      events: [
        { name: 'bounce', occurredAt: '2026-03-03T09:00:05.000Z' },
        { name: 'processed', occurredAt: '2026-03-03T09:00:00.000Z' },
      ],
      abilities: { resend: true },
    }),
    recipient({
      email: 'desk@agency.test',
      status: 'deferred',
      events: [{ name: 'deferred', occurredAt: '2026-03-03T09:00:00.000Z' }],
      nextAttemptAt: '2026-03-03T10:00:00.000Z',
      retryUntil: '2026-03-06T09:00:00.000Z',
    }),
  ],
});

const email = (): TNotification => ({
  id: fakeId(),
  kind: 'email',
  subject: 'Assessment assigned to you',
  events: [{ name: 'delivered', occurredAt: '2026-03-01T08:00:00.000Z' }],
  isLatestNotification: false,
  isEmailNotificationItem: true,
  content: 'Hello,\nAn assessment is waiting for you.',
  delayedUntil: null,
  dateCreated: '2026-03-01T08:00:00.000Z',
  assessmentReportId: null,
  reportDateCreated: null,
  reportVersion: null,
  recipients: [
    recipient({
      email: 'spec@client.test',
      events: [
        { name: 'open', occurredAt: '2026-03-01T08:05:00.000Z' },
        { name: 'delivered', occurredAt: '2026-03-01T08:00:00.000Z' },
        { name: 'processed', occurredAt: '2026-03-01T08:00:00.000Z' },
      ],
    }),
  ],
});

const tracker = (data: TNotification[]): TEmailTracker => ({
  data,
  abilities: { resend: true, resendStatement: true },
});
const noChanges: TEmailChangelogList = { data: [] };

const server = installFakeApi();

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/engagements/:id/email-tracker', element: <EmailTrackerPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/engagements/${ENGAGEMENT}/email-tracker`] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
  server.on('GET /api/email-changelogs', noChanges);
});

describe('EmailTrackerPage', { timeout: 30_000 }, () => {
  it('lists notifications newest first with each recipient’s latest event and the right advice', async () => {
    server.on('GET /api/engagements/:id/notifications', tracker([statement(), email()]));
    renderPage();
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('Status determination statement v2')).toBeTruthy();
    expect(within(first!).getByText('Latest')).toBeTruthy();
    const [worker, agency] = within(first!).getAllByRole('listitem');
    expect(within(worker!).getByText('Bounced')).toBeTruthy();
    expect(within(worker!).getByText('Not delivered')).toBeTruthy();
    expect(within(worker!).getByRole('button', { name: 'Edit address and resend' })).toBeTruthy();
    // The outbox status and the latest event both say so.
    expect(within(agency!).getAllByText('Deferred')).toHaveLength(2);
    expect(
      within(agency!).getByText(
        'Delivery was deferred. It is retried until 06.03.2026 09:00 AM (72 hours); next attempt 03.03.2026 10:00 AM.',
      ),
    ).toBeTruthy();
    expect(within(agency!).queryByRole('button', { name: 'Edit address and resend' })).toBeNull();

    // An email item: its events on demand (ties in the fixed order), and what was sent.
    expect(within(second!).getByText('Assessment assigned to you')).toBeTruthy();
    await userEvent.click(within(second!).getByRole('button', { name: 'Show 3 events' }));
    const labels = within(second!)
      .getAllByText(/^(Opened|Delivered|Processed)$/)
      .map((el) => el.textContent);
    // The tracker label (latest) first, then the history newest first with delivered before processed.
    expect(labels).toEqual(['Opened', 'Opened', 'Delivered', 'Processed']);
    await userEvent.click(within(second!).getByRole('button', { name: 'Show what was sent' }));
    expect(within(second!).getByText(/An assessment is waiting for you./)).toBeTruthy();
  });

  it('edits the address of a bounced email and resends it, validating the address first', async () => {
    const before = statement();
    server.on('GET /api/engagements/:id/notifications', tracker([before]));
    const after = statement();
    after.recipients[0] = recipient({ email: 'ann@right.test', status: 'queued', events: [] });
    const sent: unknown[] = [];
    server.on('POST /api/engagements/:id/email-messages/:messageId/resend', (req) => {
      sent.push({ params: req.params, body: req.body });
      return tracker([after]);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit address and resend' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/new link and code/)).toBeTruthy();
    const input = within(dialog).getByLabelText(/Email address/);
    await userEvent.clear(input);
    await userEvent.type(input, 'not-an-email');
    await userEvent.tab();
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Resend' })).toHaveProperty('disabled', true);
    await userEvent.clear(input);
    await userEvent.type(input, 'ann@right.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      params: { id: ENGAGEMENT, messageId: FAILED_MESSAGE },
      body: { email: 'ann@right.test' },
    });
    expect(await screen.findByText('ann@right.test')).toBeTruthy();
    expect(screen.getByText('Waiting to be sent')).toBeTruthy();
  });

  it('shows the server’s refusal in the resend modal', async () => {
    server.on('GET /api/engagements/:id/notifications', tracker([statement()]));
    server.on('POST /api/engagements/:id/email-messages/:messageId/resend', () =>
      apiError(400, 'errors.validationFailed', { errors: { email: ['errors.email'] } }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit address and resend' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/Email address/);
    await userEvent.clear(input);
    await userEvent.type(input, 'someone@else.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
  });

  it('shows the address changes, and empty and error states', async () => {
    server.on('GET /api/engagements/:id/notifications', tracker([]));
    server.on('GET /api/email-changelogs', {
      data: [
        {
          id: fakeId(),
          emailMessageId: fakeId(),
          subject: 'Your statement',
          oldEmail: 'ann@worker.test',
          newEmail: 'ann@right.test',
          changedBy: { id: fakeId(), name: 'Cara Admin' },
          dateCreated: '2026-03-04T12:00:00.000Z',
        },
      ],
    });
    renderPage();
    expect(await screen.findByText('No emails about this engagement yet.')).toBeTruthy();
    const changes = await screen.findByRole('region', { name: 'Address changes' });
    expect(await within(changes).findByText('ann@worker.test → ann@right.test')).toBeTruthy();
    expect(within(changes).getByText(/by Cara Admin/)).toBeTruthy();
  });

  it('offers a retry when the tracker cannot be loaded', async () => {
    server.on('GET /api/engagements/:id/notifications', () => apiError(500, 'errors.internal'));
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
