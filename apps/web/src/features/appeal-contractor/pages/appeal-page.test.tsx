import { type TAppealComment, type TContractorAppeal, ZAppealComment, ZContractorAppeal } from '@statera/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, captureDownloads, fakeId, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { AppealPage } from './appeal-page.tsx';

const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const server = installFakeApi({ signedIn: false });
let saved: string[] = [];

function comment(over: Partial<TAppealComment> = {}): TAppealComment {
  return ZAppealComment.parse({
    id: fakeId(),
    body: 'My reasons',
    user: null,
    byContractor: true,
    status: 'created',
    seen: true,
    dateCreated: '2026-03-02T10:00:00.000Z',
    dateSubmitted: null,
    attachments: [],
    abilities: { edit: true, attach: true, detach: true },
    ...over,
  });
}

function appeal(over: Partial<TContractorAppeal> = {}, comments: Partial<Record<string, TAppealComment[]>> = {}) {
  return ZContractorAppeal.parse({
    id: fakeId(),
    status: 'started',
    companyName: 'Northwind Group plc',
    engagedIndividualName: 'Ann Worker',
    serviceProvided: 'Data engineering',
    contractorEmail: 'ann@worker.example',
    appealManagerName: 'Mia Manager',
    clock: {
      representationsReceivedOn: '2026-03-02',
      statutoryDeadline: '2026-04-16',
      evidenceDueOn: '2026-03-16',
      daysLeft: 12,
      urgency: 'more_than_ten_days',
      overdue: false,
    },
    currentDecision: null,
    questions: (['appeal', 'supporting', 'additional'] as const).map((type) => ({
      id: type,
      type,
      comments: comments[type] ?? [],
    })),
    reportVersions: [{ version: 2, dateCreated: '2026-02-20T10:00:00.000Z' }],
    abilities: { start: false, comment: true, submitToManager: true, changeEmail: true, downloadReport: true },
    ...over,
  });
}

const file = (name: string, content: string, type = 'application/pdf') => new File([content], name, { type });
const binary = (name: string) =>
  new Response(new Blob(['%PDF-1.4']), { headers: { 'Content-Disposition': `attachment; filename="${name}"` } });

function renderPage(url = `/appeal/${KEY}`) {
  return renderRoute(
    <Routes>
      <Route path="/appeal/:key?" element={<AppealPage />} />
    </Routes>,
    url,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  saved = captureDownloads();
  server.on('PUT /api/appeals/:key/thread-seen', null);
});
afterEach(() => vi.restoreAllMocks());

describe('AppealPage (no account)', { timeout: 30_000 }, () => {
  it('moves the key from the address into sessionStorage and shows the appeal at /appeal', async () => {
    server.on('GET /api/appeals/key/:key', appeal());
    const { router } = renderPage();
    expect(await screen.findByText('Northwind Group plc')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/appeal');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem('statera.appealKey')).toBe(KEY);
    expect(server.requests('GET /api/appeals/key/:key')[0]?.params.key).toBe(KEY);
    expect(server.requests('GET /api/appeals/key/:key')[0]?.headers.get('authorization')).toBeNull();
    expect(screen.getByText('12 days left')).toBeTruthy();
    expect(screen.getByText('The client must answer by 16.04.2026.')).toBeTruthy();
    expect(screen.getByText('Mia Manager')).toBeTruthy();
  });

  it('explains the right to disagree without a key, and opens a pasted link', async () => {
    server.on('GET /api/appeals/key/:key', appeal());
    renderPage('/appeal');
    expect(await screen.findByRole('heading', { name: 'Disagree with your status determination' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /Your appeal link/ });
    await userEvent.type(field, 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Open my appeal' }));
    expect(await screen.findByText(/does not look like an appeal link/)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, `https://statera.example/appeal/${KEY}`);
    await userEvent.click(screen.getByRole('button', { name: 'Open my appeal' }));
    expect(await screen.findByText('Northwind Group plc')).toBeTruthy();
    expect(sessionStorage.getItem('statera.appealKey')).toBe(KEY);
  });

  it('shows an unknown or expired link as unavailable and forgets it', async () => {
    server.on('GET /api/appeals/key/:key', () => apiError(404, 'errors.notFound'));
    renderPage();
    expect(await screen.findByText('This link does not work')).toBeTruthy();
    expect(sessionStorage.getItem('statera.appealKey')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open my appeal' })).toBeTruthy();
  });

  it('starts the appeal with the email and the consent', async () => {
    server.on(
      'GET /api/appeals/key/:key',
      appeal({
        status: 'created',
        abilities: { start: true, comment: false, submitToManager: false, changeEmail: true },
      }),
    );
    server.on('PUT /api/appeals/:key/start', appeal());
    renderPage();
    const button = await screen.findByRole('button', { name: 'Start my appeal' });
    expect(screen.queryByRole('heading', { name: 'Your reasons' })).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByText('Please agree to the processing of your data to continue.')).toBeTruthy();
    expect(server.requests('PUT /api/appeals/:key/start')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(button);
    await waitFor(() =>
      expect(server.requests('PUT /api/appeals/:key/start')[0]?.body).toEqual({
        contractorEmail: 'ann@worker.example',
        dataProcessingConsent: true,
      }),
    );
  });

  it('saves a draft in a thread and sends the drafts to the manager', async () => {
    const draft = comment();
    server.on('GET /api/appeals/key/:key', appeal({}, { appeal: [draft] }));
    server.on('POST /api/appeals/key/:key/comments', comment({ body: 'Evidence' }));
    server.on('PUT /api/appeals/:key/submit-to-manager', appeal({ status: 'am_processing' }));
    renderPage();
    const supporting = within(await screen.findByRole('region', { name: 'Supporting evidence' }));
    await userEvent.type(supporting.getByRole('textbox', { name: 'Your comment' }), 'Evidence');
    await userEvent.click(supporting.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(server.requests('POST /api/appeals/key/:key/comments')[0]?.body).toEqual({
        threadId: 'supporting',
        body: 'Evidence',
      }),
    );
    expect(screen.getByText('1 comment will be sent. After sending, it can no longer be changed.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send to the appeal manager' }));
    await waitFor(() => expect(server.requests('PUT /api/appeals/:key/submit-to-manager')).toHaveLength(1));
  });

  it('saves what was typed and sends it with one press of Send', async () => {
    server.on('GET /api/appeals/key/:key', appeal());
    server.on('POST /api/appeals/key/:key/comments', comment({ body: 'I send substitutes.' }));
    server.on('PUT /api/appeals/:key/submit-to-manager', appeal({ status: 'am_processing' }));
    renderPage();
    const send = await screen.findByRole('button', { name: 'Send to the appeal manager' });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Write your reasons or your answer above, then send them.')).toBeTruthy();
    const reasons = within(screen.getByRole('region', { name: 'Your reasons' }));
    await userEvent.type(reasons.getByRole('textbox', { name: 'Your comment' }), 'I send substitutes.');
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    expect(screen.getByText('1 comment will be sent. After sending, it can no longer be changed.')).toBeTruthy();
    await userEvent.click(send);
    await waitFor(() => expect(server.requests('PUT /api/appeals/:key/submit-to-manager')).toHaveLength(1));
    expect(server.requests('POST /api/appeals/key/:key/comments')[0]?.body).toEqual({
      threadId: 'appeal',
      body: 'I send substitutes.',
    });
  });

  it('says the reasons were received only once the worker sent some', async () => {
    server.on('GET /api/appeals/key/:key', appeal({}, { appeal: [comment()] }));
    renderPage();
    expect(await screen.findByText(/^Your appeal opened on 02\.03\.2026\. Write your reasons below/)).toBeTruthy();
    expect(screen.queryByText(/Your reasons were received/)).toBeNull();
  });

  it('dates the reasons received by the first sending', async () => {
    const sent = comment({ status: 'submitted', dateSubmitted: '2026-03-05T09:00:00.000Z', abilities: {} });
    server.on('GET /api/appeals/key/:key', appeal({ status: 'am_processing' }, { appeal: [sent] }));
    renderPage();
    expect(await screen.findByText(/^Your reasons were received on 05\.03\.2026/)).toBeTruthy();
  });

  it('edits a draft', async () => {
    const draft = comment();
    server.on('GET /api/appeals/key/:key', appeal({}, { appeal: [draft] }));
    server.on('PUT /api/appeals/key/:key/comments/:commentId', comment({ id: draft.id, body: 'Better' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const reasons = within(screen.getByRole('region', { name: 'Your reasons' }));
    const box = reasons.getAllByRole('textbox', { name: 'Your comment' })[0]!;
    await userEvent.clear(box);
    await userEvent.type(box, 'Better');
    await userEvent.click(reasons.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/appeals/key/:key/comments/:commentId')[0]).toMatchObject({
        params: { commentId: draft.id },
        body: { body: 'Better' },
      }),
    );
  });

  it('uploads files one by one, refuses an empty one at once, and removes a file', async () => {
    const attached = {
      id: fakeId(),
      name: 'old.pdf',
      mime: 'application/pdf',
      size: 10,
      dateCreated: '2026-03-02T10:00:00.000Z',
    };
    const draft = comment({ attachments: [attached] });
    server.on('GET /api/appeals/key/:key', appeal({}, { appeal: [draft] }));
    server.on('PUT /api/appeals/key/:key/comments/:commentId/attachments', draft);
    server.on('PUT /api/appeals/key/:key/comments/:commentId/attachments/detach', comment({ id: draft.id }));
    const { container } = renderPage();
    await screen.findByText('old.pdf');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [file('a.pdf', '%PDF-a'), file('empty.pdf', ''), file('b.pdf', '%PDF-b')] },
    });
    expect(await screen.findByText(/empty\.pdf: /)).toBeTruthy();
    await waitFor(() =>
      expect(server.requests('PUT /api/appeals/key/:key/comments/:commentId/attachments')).toHaveLength(2),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove old.pdf' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/appeals/key/:key/comments/:commentId/attachments/detach')[0]?.body).toEqual({
        attachmentIds: [attached.id],
      }),
    );
  });

  it('downloads a file through the attachment token, never with the key in the file URL', async () => {
    const a = {
      id: fakeId(),
      name: 'contract.pdf',
      mime: 'application/pdf',
      size: 10,
      dateCreated: '2026-03-02T10:00:00.000Z',
    };
    const answer = comment({
      byContractor: false,
      user: { id: fakeId(), name: 'Mia Manager', email: '', position: null, avatar: null },
      status: 'submitted',
      seen: false,
      attachments: [a, { ...a, id: fakeId(), name: 'notes.pdf' }],
      abilities: { edit: false, attach: false, detach: false },
    });
    const TOKEN = 'T'.repeat(70);
    server.on('GET /api/appeals/key/:key', appeal({ status: 'contractor_processing' }, { additional: [answer] }));
    server.on('GET /api/appeals/:key/attachment-token', { token: TOKEN, expiresAt: '2026-03-02T10:05:00.000Z' });
    server.on('GET /api/appeals/:key/attachments/:attachmentId', () => binary('contract.pdf'));
    server.on('GET /api/appeals/:key/comments/:commentId/files', () => binary('appeal-comment-files.zip'));
    server.on('GET /api/appeals/:key/assessment-report', () => binary('status-determination-statement-v2.pdf'));
    renderPage();
    expect(await screen.findByText('New')).toBeTruthy();
    await waitFor(() => expect(server.requests('PUT /api/appeals/:key/thread-seen')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'contract.pdf' }));
    await waitFor(() => expect(saved).toEqual(['contract.pdf']));
    const fileCall = server.requests('GET /api/appeals/:key/attachments/:attachmentId')[0]!;
    expect(fileCall.params.key).toBe(TOKEN);
    expect(fileCall.url).not.toContain(KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Download all files (zip)' }));
    await waitFor(() => expect(saved).toContain('appeal-comment-files.zip'));
    await userEvent.click(screen.getByRole('button', { name: 'Download version 2 (PDF)' }));
    await waitFor(() => expect(saved).toContain('status-determination-statement-v2.pdf'));
    expect(server.requests('GET /api/appeals/:key/assessment-report')[0]?.query).toEqual({ version: '2' });
  });

  it('shows the decision and an overdue clock', async () => {
    server.on(
      'GET /api/appeals/key/:key',
      appeal({
        status: 'closed',
        abilities: { start: false, comment: false, submitToManager: false, changeEmail: false },
        clock: {
          representationsReceivedOn: '2026-03-02',
          statutoryDeadline: '2026-04-16',
          evidenceDueOn: '2026-03-16',
          daysLeft: null,
          urgency: null,
          overdue: false,
        },
        currentDecision: {
          decision: 'rejected',
          comment: 'The working practices show control.',
          additionalMailComment: null,
          conflictReason: null,
          categories: [],
          dateCreated: '2026-04-01T10:00:00.000Z',
        },
      }),
    );
    renderPage();
    expect(await screen.findByText('Your appeal was not accepted: the statement stands')).toBeTruthy();
    expect(screen.getByText('The working practices show control.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change my email' })).toBeNull();
  });

  it('changes the worker email', async () => {
    server.on('GET /api/appeals/key/:key', appeal());
    server.on('PUT /api/appeals/key/:key/contractor', appeal({ contractorEmail: 'new@worker.example' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change my email' }));
    const field = screen.getByRole('textbox', { name: /New email/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'new@worker.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save email' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/appeals/key/:key/contractor')[0]?.body).toEqual({
        newContractorEmail: 'new@worker.example',
      }),
    );
  });
});
