import type { TContractorReportHistory } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { apiError, fakeId, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RECEIPT_POLL_MS } from '../api/contractor-report-history.ts';
import { ContractorReportCard } from './contractor-report-card.tsx';

const ENGAGEMENT = fakeId();
const GROUP = fakeId();
const ALLOWED = { id: ENGAGEMENT, abilities: { viewContractorReports: true } };

const history = (over: Partial<TContractorReportHistory> = {}): TContractorReportHistory => ({
  report: { id: fakeId(), version: 2, generatedAt: '2026-03-02T10:00:00.000Z' },
  defaultRecipients: [
    { email: 'ann@worker.test', party: 'worker' },
    { email: 'desk@agency.test', party: 'agency' },
  ],
  abilities: { send: true, resend: true },
  data: [
    {
      id: GROUP,
      assessmentReportId: fakeId(),
      reportVersion: 2,
      sentBy: { id: fakeId(), name: 'Cara Admin' },
      comment: 'As agreed.',
      dateCreated: '2026-03-03T09:00:00.000Z',
      recipients: [
        {
          id: fakeId(),
          email: 'ann@worker.test',
          party: 'worker',
          emailStatus: 'sent',
          delayedUntil: null,
          expiresAt: '2026-06-01T09:00:00.000Z',
          firstOpenedAt: '2026-03-03T10:00:00.000Z',
          firstDownloadedAt: '2026-03-03T10:05:00.000Z',
          downloadCount: 2,
        },
        {
          id: fakeId(),
          email: 'desk@agency.test',
          party: 'agency',
          emailStatus: 'failed',
          delayedUntil: null,
          expiresAt: '2026-06-01T09:00:00.000Z',
          firstOpenedAt: null,
          firstDownloadedAt: null,
          downloadCount: 0,
        },
      ],
    },
  ],
  ...over,
});

const server = installFakeApi();

beforeEach(() => {
  localStorage.clear();
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
});

describe('ContractorReportCard', { timeout: 30_000 }, () => {
  it('lists each sending with the receipts down the chain', async () => {
    server.on('GET /api/engagements/:id/contractor-report-history-mails', history());
    renderWithProviders(<ContractorReportCard engagement={ALLOWED} />);
    const recipients = await screen.findByRole('list', { name: 'Recipients' });
    const [worker, agency] = within(recipients).getAllByRole('listitem');
    expect(within(worker!).getByText('Sent')).toBeTruthy();
    expect(within(worker!).getByText('Opened 03.03.2026 10:00 AM')).toBeTruthy();
    expect(within(worker!).getByText('Downloaded 03.03.2026 10:05 AM (2 times)')).toBeTruthy();
    expect(within(agency!).getByText('Delivery failed: check the address and resend')).toBeTruthy();
    expect(within(agency!).getByText('Not opened')).toBeTruthy();
    expect(within(agency!).getByText('Not downloaded')).toBeTruthy();
    expect(screen.getByText('Sent by Cara Admin')).toBeTruthy();
    expect(screen.getByText('As agreed.')).toBeTruthy();
  });

  it('sends to the engagement’s worker and agency plus the addresses typed, with the message', async () => {
    server.on('GET /api/engagements/:id/contractor-report-history-mails', history({ data: [] }));
    server.on('POST /api/engagements/:id/send-contractor-report', history());
    renderWithProviders(<ContractorReportCard engagement={ALLOWED} />);
    expect(await screen.findByText('The statement has not been sent yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send statement' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ann@worker.test')).toBeTruthy();
    expect(within(dialog).getByText('desk@agency.test')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /More recipients/ }), 'not-an-email,');
    expect(await within(dialog).findByText('Not valid email addresses: not-an-email')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: /Send to/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /More recipients/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /More recipients/ }), 'Payroll@End.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Please keep a copy.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 3 recipients' }));
    await waitFor(() => expect(server.requests('POST /api/engagements/:id/send-contractor-report')).toHaveLength(1));
    const [sent] = server.requests('POST /api/engagements/:id/send-contractor-report');
    expect(sent?.params.id).toBe(ENGAGEMENT);
    expect(sent?.body).toEqual({ emails: ['payroll@end.test'], comment: 'Please keep a copy.' });
    expect(await screen.findByText('Sent by Cara Admin')).toBeTruthy();
  });

  it('resends a sending after confirmation', async () => {
    server.on('GET /api/engagements/:id/contractor-report-history-mails', history());
    server.on('PUT /api/resend-contractor-report', history());
    renderWithProviders(<ContractorReportCard engagement={ALLOWED} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The links sent before stop working/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(server.requests('PUT /api/resend-contractor-report')).toHaveLength(1));
    expect(server.requests('PUT /api/resend-contractor-report')[0]?.body).toEqual({ engagementMailGroupId: GROUP });
  });

  it('hides Send and Resend when the abilities say no, and explains a missing statement', async () => {
    server.on(
      'GET /api/engagements/:id/contractor-report-history-mails',
      history({ abilities: { send: false, resend: false }, report: null }),
    );
    renderWithProviders(<ContractorReportCard engagement={ALLOWED} />);
    expect(await screen.findByText('Sent by Cara Admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send statement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    expect(screen.getByText(/once an assessment is approved/)).toBeTruthy();
  });

  it('neither asks for the sendings nor shows them without the viewContractorReports ability', async () => {
    server.on('GET /api/engagements/:id/contractor-report-history-mails', () => apiError(403, 'errors.forbidden'));
    const { container } = renderWithProviders(<ContractorReportCard engagement={{ id: ENGAGEMENT, abilities: {} }} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests('GET /api/engagements/:id/contractor-report-history-mails')).toHaveLength(0);
    expect(container.querySelector('section')).toBeNull();
  });

  it('turns "Queued" into "Sent" without a reload, and stops asking once every email has settled', async () => {
    const queued = history();
    const [worker, agency] = queued.data[0]!.recipients;
    queued.data[0]!.recipients = [{ ...worker!, emailStatus: 'queued' }, agency!];
    let calls = 0;
    server.on('GET /api/engagements/:id/contractor-report-history-mails', () => (++calls === 1 ? queued : history()));
    renderWithProviders(<ContractorReportCard engagement={ALLOWED} />);
    const recipients = await screen.findByRole('list', { name: 'Recipients' });
    expect(within(recipients).getByText('Queued')).toBeTruthy();
    expect(await within(recipients).findByText('Sent', {}, { timeout: RECEIPT_POLL_MS * 3 })).toBeTruthy();
    expect(within(recipients).queryByText('Queued')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS + 500));
    expect(server.requests('GET /api/engagements/:id/contractor-report-history-mails')).toHaveLength(2);
  });
});
