import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { apiError, fakeId, installFakeApi } from '../../../test/fake-api/index.ts';
import { AttachmentPage } from './attachment-page.tsx';

const server = installFakeApi();
const ID = fakeId();

function renderPage(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/attachments/:id?', element: <AttachmentPage /> }], {
    initialEntries: [url],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const info = (over = {}) => ({
  attachmentId: ID,
  name: 'statement.pdf',
  displayName: 'statement.pdf',
  extension: 'pdf',
  mime: 'application/pdf',
  size: 10,
  previewable: true,
  expiresAt: '2026-03-03T09:05:00.000Z',
  ...over,
});

beforeEach(() => localStorage.clear());

describe('AttachmentPage (/attachments/{id}?token=…)', { timeout: 30_000 }, () => {
  it('previews a PDF inline and offers the download, without a session', async () => {
    server.on('POST /api/attachments/token/:token', info());
    renderPage(`/attachments/${ID}?token=abc.def`);
    const frame = await screen.findByTitle('Preview of statement.pdf');
    expect(frame.getAttribute('src')).toBe(`/api/attachments/${ID}?token=abc.def&preview=1`);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/api/attachments/${ID}?token=abc.def`,
    );
    expect(server.requests('POST /api/attachments/token/:token')[0]?.headers.get('authorization')).toBeNull();
  });

  it('offers only the download for a file that cannot be shown', async () => {
    server.on(
      'POST /api/attachments/token/:token',
      info({ name: 'terms.docx', displayName: 'terms.docx', mime: 'x', previewable: false }),
    );
    renderPage(`/attachments/${ID}?token=t`);
    expect(await screen.findByText('This type of file cannot be shown here. Download it to open it.')).toBeTruthy();
    expect(screen.queryByTitle(/Preview of/)).toBeNull();
  });

  it('says clearly when the link expired, and when it is invalid or incomplete', async () => {
    server.on('POST /api/attachments/token/:token', () => apiError(403, 'errors.attachmentLinkExpired'));
    const expired = renderPage(`/attachments/${ID}?token=old`);
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    expired.unmount();
    server.on('POST /api/attachments/token/:token', () => apiError(404, 'errors.tokenInvalid'));
    const invalid = renderPage(`/attachments/${ID}?token=forged`);
    expect(await screen.findByText('This link does not work')).toBeTruthy();
    invalid.unmount();
    renderPage(`/attachments/${ID}`);
    expect(
      await screen.findByText('The link is incomplete. Open the document again from its engagement.'),
    ).toBeTruthy();
  });
});
