import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { apiError, buildDocument, fakeId, installFakeApi, pageOf } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { DocumentsTab } from './documents-tab.tsx';

const ENGAGEMENT = fakeId();
const server = installFakeApi();

const long = buildDocument({
  name: 'Statement of work for the payments platform 2026.docx',
  displayName: 'Statement of work for the payments p….docx',
  extension: 'docx',
  commentsCount: 2,
});
const locked = buildDocument({
  name: 'approver-notes.pdf',
  displayName: 'approver-notes.pdf',
  abilities: { delete: false, comment: true },
});
const page = (over = {}) => ({ ...pageOf([long, locked]), abilities: { upload: true, downloadAll: true }, ...over });

beforeEach(() => {
  localStorage.clear();
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
});
afterEach(() => vi.unstubAllGlobals());

describe('DocumentsTab', { timeout: 30_000 }, () => {
  it('lists documents with long names shortened, and sorts on the server', async () => {
    server.on('GET /api/engagements/:id/documents', page());
    renderRoute(<DocumentsTab engagementId={ENGAGEMENT} />);
    expect(await screen.findByText('Statement of work for the payments p….docx')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download all (zip)' })).toBeTruthy();
    // only the deletable one has a delete button
    expect(screen.getByRole('button', { name: `Delete ${long.name}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Delete ${locked.name}` })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Sort by Name/ }));
    await waitFor(() =>
      expect(server.requests('GET /api/engagements/:id/documents').at(-1)?.query.sort).toBe('name|asc'),
    );
  });

  it("shows each document's type and category, filters and sorts by them on the server", async () => {
    const typed = buildDocument({
      name: 'sow.pdf',
      displayName: 'sow.pdf',
      type: 'statement_of_work',
      category: 'control',
    });
    server.on('GET /api/engagements/:id/documents', page({ data: [typed, locked], total: 2 }));
    renderRoute(<DocumentsTab engagementId={ENGAGEMENT} />);
    expect(await screen.findByText('Statement of work')).toBeTruthy();
    expect(screen.getAllByText('Control').length).toBeGreaterThan(0);
    const filter = screen.getByRole('combobox', { name: 'Type' });
    await userEvent.click(filter);
    const listbox = document.getElementById(filter.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.click(await within(listbox).findByRole('option', { name: 'Invoice', hidden: true }));
    await waitFor(() =>
      expect(server.requests('GET /api/engagements/:id/documents').at(-1)?.query).toMatchObject({
        'type[]': ['invoice'],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Sort by Category/ }));
    await waitFor(() =>
      expect(server.requests('GET /api/engagements/:id/documents').at(-1)?.query.sort).toBe('category|asc'),
    );
  });

  it('shows the empty state and hides adding when the abilities say no', async () => {
    server.on('GET /api/engagements/:id/documents', { ...pageOf([]), abilities: { upload: false, downloadAll: true } });
    renderRoute(<DocumentsTab engagementId={ENGAGEMENT} />);
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download all (zip)' })).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    server.on('GET /api/engagements/:id/documents', () => apiError(500, 'errors.internal'));
    renderRoute(<DocumentsTab engagementId={ENGAGEMENT} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('deletes a document after confirmation', async () => {
    server.on('GET /api/engagements/:id/documents', page());
    server.on('DELETE /api/engagements/:id/documents/:attachmentId', null);
    renderRoute(<DocumentsTab engagementId={ENGAGEMENT} />);
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${long.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/and its comments will be deleted/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.requests('DELETE /api/engagements/:id/documents/:attachmentId')).toHaveLength(1));
    expect(server.requests('DELETE /api/engagements/:id/documents/:attachmentId')[0]?.params).toEqual({
      id: ENGAGEMENT,
      attachmentId: long.attachmentId,
    });
  });

  it('opens the comments and adds one', async () => {
    server.on('GET /api/engagements/:id/documents', page());
    const detail = {
      ...long,
      comments: [
        {
          id: fakeId(),
          body: 'Clause 4 differs.',
          user: { id: fakeId(), name: 'Ann Approver' },
          dateCreated: '2026-03-03T09:00:00.000Z',
        },
      ],
      download: { token: 't', expiresAt: '2026-03-03T09:05:00.000Z' },
    };
    server.on('GET /api/documents/:documentId', detail);
    server.on('POST /api/engagements/documents/:documentId/comments', detail);
    renderRoute(<DocumentsTab engagementId={ENGAGEMENT} />);
    await userEvent.click(await screen.findByRole('button', { name: '2 comments' }));
    expect(await screen.findByText('Clause 4 differs.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Agreed, see v2.');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(server.requests('POST /api/engagements/documents/:documentId/comments')).toHaveLength(1),
    );
    expect(server.requests('POST /api/engagements/documents/:documentId/comments')[0]?.body).toEqual({
      body: 'Agreed, see v2.',
    });
  });

  it('refuses a file type before uploading (spec §8 message)', async () => {
    server.on('GET /api/engagements/:id/documents', page());
    const { container } = renderRoute(<DocumentsTab engagementId={ENGAGEMENT} />);
    await screen.findByText('Statement of work for the payments p….docx');
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), {
      applyAccept: false,
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/setup\.exe/);
    expect(server.requests('POST /api/engagements/:id/documents')).toHaveLength(0);
  });

  it('uploads with progress, then keeps the files as documents', async () => {
    server.on('GET /api/engagements/:id/documents', page());
    server.on('POST /api/engagements/:id/documents', { data: [long] });
    const sent: { url: string; auth: string | null; files: string[] }[] = [];
    const attachmentId = fakeId();
    class FakeXhr {
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      status = 0;
      responseText = '';
      private url = '';
      private headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      getResponseHeader() {
        return 'application/json';
      }
      abort() {}
      send(form: FormData) {
        sent.push({
          url: this.url,
          auth: this.headers.Authorization ?? null,
          files: form.getAll('file').map((f) => (f as File).name),
        });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = 201;
        this.responseText = JSON.stringify({
          attachments: [
            { attachmentId, name: 'a.pdf', displayName: 'a.pdf', extension: 'pdf', mime: 'application/pdf', size: 3 },
          ],
        });
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { container } = renderRoute(<DocumentsTab engagementId={ENGAGEMENT} />);
    await screen.findByText('Statement of work for the payments p….docx');
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.click(screen.getByRole('combobox', { name: 'Type of the new documents' }));
    await userEvent.click((await screen.findAllByRole('option', { name: 'Contract', hidden: true }))[0]!);
    await userEvent.click(screen.getByRole('combobox', { name: 'Evidence of' }));
    await userEvent.click((await screen.findAllByRole('option', { name: 'Control', hidden: true }))[0]!);
    await userEvent.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(server.requests('POST /api/engagements/:id/documents')).toHaveLength(1));
    expect(sent).toEqual([{ url: '/api/attachments', auth: 'Bearer a', files: ['a.pdf'] }]);
    expect(server.requests('POST /api/engagements/:id/documents')[0]?.body).toEqual({
      attachmentIds: [attachmentId],
      type: 'contract',
      category: 'control',
    });
  });
});
