import type { TAppeal } from '@statera/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildAppeal,
  buildAppealComment,
  buildAppealMail,
  runningClock,
} from '../../../test/fake-api/appeal-factories.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { mockViewportWidth, renderRoute } from '../../../test/render-route.tsx';
import { AppealPage } from './appeal-page.tsx';

const server = installFakeApi();
const ALL = {
  close: true,
  reopen: true,
  submitToContractor: true,
  changeManager: true,
  changeContractor: true,
  comment: true,
  addManagementComment: true,
  resendMail: true,
};

const render = (appeal: TAppeal, tab = '') => {
  server.on('GET /api/appeals/:id', appeal);
  return renderRoute(
    <Routes>
      <Route path="/appeals/:id" element={<AppealPage />} />
    </Routes>,
    `/appeals/${appeal.id}${tab}`,
  );
};

beforeEach(() => mockViewportWidth(1400));

describe('AppealPage', () => {
  it('warns that an overdue appeal makes the client liable as the fee-payer', async () => {
    render(
      buildAppeal({
        clock: runningClock({ daysLeft: -2, urgency: 'overdue', overdue: true, statutoryDeadline: '2026-04-15' }),
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Overdue: the client is now liable as the fee-payer')).toBeTruthy();
    expect(alert.textContent).toContain('15.04.2026');
    expect(screen.getByText('2 days overdue')).toBeTruthy();
  });

  it('shows the clock, the disputed SDS version and no warning while in time', async () => {
    render(buildAppeal());
    expect(await screen.findByText('Statutory clock')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const clock = screen.getByRole('region', { name: 'Statutory clock' });
    expect(within(clock).getByText('01.03.2026')).toBeTruthy();
    expect(within(clock).getByText('15.04.2026')).toBeTruthy();
    expect(within(clock).getByText('15.03.2026')).toBeTruthy();
    expect(within(clock).getByText('20 days left')).toBeTruthy();
    expect(screen.getByText('Version 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Self-employed 70%/ }).getAttribute('href')).toMatch(/^\/assessments\//);
  });

  it('links the engagement only for those who may open it; the reassessment for everyone who reads the appeal', async () => {
    render(buildAppeal({ reassessmentId: '00000000-0000-4000-8000-0000000000aa', abilities: {} }));
    await screen.findByText('Statutory clock');
    expect(screen.getByText(/Sam Lee ·/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Sam Lee/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the reassessment' }).getAttribute('href')).toBe(
      '/assessments/00000000-0000-4000-8000-0000000000aa',
    );
  });

  it('hides every action the abilities forbid', async () => {
    render(buildAppeal({ abilities: {} }));
    await screen.findByText('Statutory clock');
    for (const name of ['Close with a decision', 'Ask the worker for more', 'Reopen', 'More'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('offers only the allowed actions', async () => {
    render(buildAppeal({ abilities: { reopen: true, changeContractor: true } }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close with a decision' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: "Change the worker's email" })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Change the appeal manager' })).toBeNull();
  });

  it('closes with a decision only once the decision and its reasons are given', async () => {
    const appeal = buildAppeal({ abilities: ALL });
    server.on('PUT /api/appeals/:id/close', appeal);
    render(appeal);
    fireEvent.click(await screen.findByRole('button', { name: 'Close with a decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the appeal with a decision' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the appeal' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(server.requests('PUT /api/appeals/:id/close')).toHaveLength(0);

    await userEvent.click(within(dialog).getByLabelText('Rejected (no change)'));
    await userEvent.type(within(dialog).getByLabelText(/Reasons for the decision/), 'No change.');
    await userEvent.type(within(dialog).getByLabelText(/Additional comment for the email/), 'Call us.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the appeal' }));
    await waitFor(() => expect(server.requests('PUT /api/appeals/:id/close')).toHaveLength(1));
    expect(server.requests('PUT /api/appeals/:id/close')[0]).toMatchObject({
      path: `/api/appeals/${appeal.id}/close`,
      // spec §7 names
      body: {
        decision: 'rejected',
        decisionComment: 'No change.',
        additionalMailComment: 'Call us.',
        appealCategoryIds: [],
        categories: [],
      },
    });
  });

  it("shows the threads' comments with author, date and files, and sends a reply", async () => {
    const appeal = buildAppeal({
      abilities: ALL,
      questions: [
        {
          id: 'appeal',
          type: 'appeal',
          comments: [
            buildAppealComment({
              seen: false,
              attachments: [
                {
                  id: buildAppeal().id,
                  name: 'contract.pdf',
                  mime: 'application/pdf',
                  size: 2048,
                  dateCreated: '2026-03-01T09:30:00.000Z',
                },
              ],
            }),
          ],
        },
      ],
    });
    server.on('POST /api/appeals/:id/comments', buildAppealComment({ byContractor: false }));
    render(appeal);
    const article = await screen.findByRole('article', { name: 'Comment by The worker' });
    expect(within(article).getByText('New')).toBeTruthy();
    expect(within(article).getByText(/01\.03\.2026 \d\d:30 (AM|PM)/)).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Download contract.pdf' })).toBeTruthy();

    const thread = screen.getByRole('region', { name: 'The appeal' });
    await userEvent.type(within(thread).getByLabelText('Your reply'), 'Please send the contract schedule.');
    await userEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.requests('POST /api/appeals/:id/comments')).toHaveLength(1));
    expect(server.requests('POST /api/appeals/:id/comments')[0]?.body).toEqual({
      threadId: 'appeal',
      body: 'Please send the contract schedule.',
      status: 'submitted',
      attachments: [],
    });
  });

  it('marks the internal notes as never seen by the worker', async () => {
    render(
      buildAppeal({
        abilities: ALL,
        questions: [
          {
            id: 'appeal_management',
            type: 'appeal_management',
            comments: [buildAppealComment({ byContractor: false, body: 'Check the timesheets first.' })],
          },
        ],
      }),
      '?tab=notes',
    );
    expect(await screen.findByText('The worker never sees these')).toBeTruthy();
    expect(screen.getByText('Check the timesheets first.')).toBeTruthy();
  });

  it('lists the emails with their delivery and resends one when allowed', async () => {
    const appeal = buildAppeal({ abilities: { resendMail: true } });
    const mail = buildAppealMail();
    server.on('GET /api/appeal/:id/history-mails', [mail]);
    server.on('POST /api/appeal/:id/mail/:mailId/resend', [mail]);
    render(appeal, '?tab=mails');
    expect(await screen.findByText('Your appeal was received')).toBeTruthy();
    expect(screen.getByText('Delivered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend this email?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(server.requests('POST /api/appeal/:id/mail/:mailId/resend')[0]?.path).toBe(
        `/api/appeal/${appeal.id}/mail/${mail.id}/resend`,
      ),
    );
  });

  it('offers no resend without the ability', async () => {
    server.on('GET /api/appeal/:id/history-mails', [buildAppealMail()]);
    render(buildAppeal({ abilities: {} }), '?tab=mails');
    expect(await screen.findByText('Your appeal was received')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it("lists the worker's statement email without a resend (the email tracker sends it again)", async () => {
    const sds = buildAppealMail({ subject: 'Your status determination statement', resendable: false });
    server.on('GET /api/appeal/:id/history-mails', [buildAppealMail(), sds]);
    render(buildAppeal({ abilities: { resendMail: true } }), '?tab=mails');
    expect(await screen.findByText('Your status determination statement')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Resend' })).toHaveLength(1);
  });

  it('collapses the four sections into a select on a 375 px phone', async () => {
    mockViewportWidth(375);
    render(buildAppeal());
    expect((await screen.findAllByLabelText('Appeal sections')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('region', { name: 'The appeal' })).toBeTruthy();
  });

  it('lets the author edit, send or delete a draft only as its abilities say', async () => {
    const draft = buildAppealComment({
      byContractor: false,
      status: 'created',
      body: 'Draft reply.',
      abilities: { edit: true, delete: false },
    });
    const appeal = buildAppeal({ questions: [{ id: 'appeal', type: 'appeal', comments: [draft] }] });
    server.on('PUT /api/appeals/:id/comments/:commentId', draft);
    render(appeal);
    const article = await screen.findByRole('article', { name: /Comment by/ });
    expect(within(article).getByText('Draft')).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(article).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/appeals/:id/comments/:commentId')[0]).toMatchObject({
        params: { commentId: draft.id },
        body: { body: 'Draft reply.', status: 'submitted' },
      }),
    );
  });

  it('hands the appeal to another appeal manager picked from the company', async () => {
    const appeal = buildAppeal({ abilities: { changeManager: true } });
    const next = {
      id: '99999999-9999-4999-8999-999999999999',
      name: 'Nia Next',
      email: 'nia@example.test',
      position: null,
      avatar: null,
    };
    server.on('GET /api/companies/:id/user-options', [next]);
    server.on('PUT /api/appeals/:id/manager', appeal);
    render(appeal);
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change the appeal manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the appeal manager' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /New appeal manager/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nia Next (nia@example.test)', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/appeals/:id/manager')[0]?.body).toEqual({ newManagerEmail: next.email }),
    );
    expect(server.requests('GET /api/companies/:id/user-options')[0]?.query).toMatchObject({
      canBeAm: 'true',
      'excludeIds[]': [appeal.appealManager!.id],
    });
  });
});
