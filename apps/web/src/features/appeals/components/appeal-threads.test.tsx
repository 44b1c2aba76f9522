import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAppeal, buildAppealComment } from '../../../test/fake-api/appeal-factories.ts';
import { apiError, captureDownloads, fakeId, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { createdCommentId } from '../api/appeal-comments.ts';
import { AppealThreads } from './appeal-threads.tsx';

const server = installFakeApi();
afterEach(() => vi.restoreAllMocks());

describe('the thread composer', () => {
  it('saves the comment as a draft, attaches each file to it, then sends it', async () => {
    const appeal = buildAppeal({ abilities: { comment: true } });
    const created = buildAppealComment({ byContractor: false, status: 'created' });
    // The create call answers the appeal: the new comment is the one the thread did not have.
    const after = {
      ...appeal,
      questions: appeal.questions.map((g) => (g.type === 'supporting' ? { ...g, comments: [created] } : g)),
    };
    server.on('POST /api/appeals/:id/comments', after);
    server.on('PUT /api/appeals/:id/comments/:commentId/attachments', created);
    server.on('PUT /api/appeals/:id/comments/:commentId', created);
    server.on('GET /api/appeals/:id', after);
    const view = renderWithProviders(<AppealThreads appeal={appeal} />);
    const thread = screen.getByRole('region', { name: 'Supporting evidence' });
    await userEvent.type(within(thread).getByLabelText('Your reply'), 'Timesheets.');
    const input = thread.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [
      new File(['a'], 'march.pdf', { type: 'application/pdf' }),
      new File(['b'], 'april.pdf', { type: 'application/pdf' }),
    ]);
    expect(within(thread).getByText('march.pdf')).toBeTruthy();
    await userEvent.click(within(thread).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(server.requests('PUT /api/appeals/:id/comments/:commentId')).toHaveLength(1));
    expect(server.requests('POST /api/appeals/:id/comments')[0]?.body).toMatchObject({
      threadId: 'supporting',
      status: 'created',
    });
    const uploads = server.requests('PUT /api/appeals/:id/comments/:commentId/attachments');
    expect(uploads.map((u) => u.params.commentId)).toEqual([created.id, created.id]);
    expect(server.requests('PUT /api/appeals/:id/comments/:commentId')[0]).toMatchObject({
      params: { commentId: created.id },
      body: { body: 'Timesheets.', status: 'submitted' },
    });
    view.unmount();
  });

  it('finds the new comment whether the call answers the comment or the appeal', () => {
    const comment = buildAppealComment();
    expect(createdCommentId(comment, 'appeal', new Set())).toBe(comment.id);
    const old = buildAppealComment();
    const appeal = buildAppeal({ questions: [{ id: 'appeal', type: 'appeal', comments: [old, comment] }] });
    expect(createdCommentId(appeal, 'appeal', new Set([old.id]))).toBe(comment.id);
    expect(createdCommentId(null, 'appeal', new Set())).toBeNull();
  });

  it('refuses empty files before sending anything', async () => {
    renderWithProviders(<AppealThreads appeal={buildAppeal({ abilities: { comment: true } })} />);
    const thread = screen.getByRole('region', { name: 'Additional information' });
    const input = thread.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [new File([], 'empty.pdf', { type: 'application/pdf' })]);
    expect(within(thread).getByRole('alert').textContent).toBe('empty.pdf: The file is empty.');
    expect(within(thread).queryByRole('list', { name: 'Files to attach' })).toBeNull();
  });

  it("downloads a comment's file through the manager's comment route", async () => {
    const saved = captureDownloads();
    const file = {
      id: fakeId(),
      name: 'contract.pdf',
      mime: 'application/pdf',
      size: 10,
      dateCreated: '2026-03-01T09:30:00.000Z',
    };
    const comment = buildAppealComment({ attachments: [file] });
    const appeal = buildAppeal({ questions: [{ id: 'appeal', type: 'appeal', comments: [comment] }] });
    server.on(
      'GET /api/appeals/:id/comments/:commentId/attachments/:attachmentId',
      () =>
        new Response(new Blob(['%PDF']), { headers: { 'Content-Disposition': 'attachment; filename="contract.pdf"' } }),
    );
    renderWithProviders(<AppealThreads appeal={appeal} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download contract.pdf' }));
    await waitFor(() => expect(saved).toEqual(['contract.pdf']));
    expect(server.requests('GET /api/appeals/:id/comments/:commentId/attachments/:attachmentId')[0]?.path).toBe(
      `/api/appeals/${appeal.id}/comments/${comment.id}/attachments/${file.id}`,
    );
  });

  it('keeps the comment as a draft when a file fails, and the author attaches files to the draft later', async () => {
    const appeal = buildAppeal({ abilities: { comment: true } });
    const draft = buildAppealComment({
      byContractor: false,
      status: 'created',
      abilities: { edit: true, attach: true },
    });
    const after = {
      ...appeal,
      questions: appeal.questions.map((g) => (g.type === 'additional' ? { ...g, comments: [draft] } : g)),
    };
    server.on('POST /api/appeals/:id/comments', after);
    server.on('PUT /api/appeals/:id/comments/:commentId/attachments', () =>
      apiError(415, 'errors.fileExtensionUnsupported'),
    );
    const view = renderWithProviders(<AppealThreads appeal={appeal} />);
    const thread = screen.getByRole('region', { name: 'Additional information' });
    await userEvent.type(within(thread).getByLabelText('Your reply'), 'See file.');
    await userEvent.upload(thread.querySelector('input[type="file"]') as HTMLInputElement, [
      new File(['x'], 'run.exe', { type: 'application/octet-stream' }),
    ]);
    await userEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect((within(thread).getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe(''));
    expect(server.requests('PUT /api/appeals/:id/comments/:commentId')).toHaveLength(0);
    view.unmount();

    server.on('PUT /api/appeals/:id/comments/:commentId/attachments', draft);
    renderWithProviders(<AppealThreads appeal={after} />);
    const article = within(screen.getByRole('region', { name: 'Additional information' })).getByRole('article', {
      name: /Comment by/,
    });
    await userEvent.upload(article.querySelector('input[type="file"]') as HTMLInputElement, [
      new File(['%PDF'], 'fine.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() =>
      expect(server.requests('PUT /api/appeals/:id/comments/:commentId/attachments').at(-1)?.params.commentId).toBe(
        draft.id,
      ),
    );
  });
});
