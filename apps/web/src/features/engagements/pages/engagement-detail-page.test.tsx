import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { buildEngagement } from '../../../test/fake-api/engagement-factories.ts';
import { apiError, installFakeApi, pageOf } from '../../../test/fake-api/index.ts';
import { mockViewportWidth, renderRoute } from '../../../test/render-route.tsx';
import { EngagementDetailPage } from './engagement-detail-page.tsx';

const server = installFakeApi();
const ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const open = (query = '') =>
  renderRoute(
    <>
      <EngagementDetailPage />
      <ModalHost />
    </>,
    `/engagements/${ID}${query}`,
    '/engagements/:id',
  );

afterEach(() => {
  act(() => modalStack.clear());
});

describe('EngagementDetailPage', () => {
  it('shows the four tabs, and the documents tab lists the documents (none yet)', async () => {
    server.on('GET /api/engagements/:id', buildEngagement());
    server.on('GET /api/engagements/:id/documents', { ...pageOf([]), abilities: { upload: true, downloadAll: true } });
    open('?tab=documents');
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Summary', 'Assessments', 'Engagement', 'Documents']);
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
  });

  it('collapses the four tabs to a select at 375 px', async () => {
    const original = window.matchMedia;
    mockViewportWidth(375);
    try {
      server.on('GET /api/engagements/:id', buildEngagement());
      server.on('GET /api/engagements/:id/documents', {
        ...pageOf([]),
        abilities: { upload: true, downloadAll: true },
      });
      open('?tab=documents');
      expect(await screen.findByText('No documents yet.')).toBeTruthy();
      expect(screen.queryByRole('tablist')).toBeNull();
      expect((screen.getByRole('combobox', { name: 'Engagement sections' }) as HTMLInputElement).value).toBe(
        'Documents',
      );
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows a loading state, then the error with a retry when the engagement cannot be read', async () => {
    server.on('GET /api/engagements/:id', () => apiError(500, 'errors.internal'));
    open();
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('archives with a required comment through the actions menu', async () => {
    const e = buildEngagement();
    server.on('GET /api/engagements/:id', e);
    server.on('PUT /api/engagements/:id/archive', ({ body }) =>
      buildEngagement({
        status: 'archived',
        archivedComment: (body as { comment: string }).comment,
        abilities: { restore: true },
      }),
    );
    open('?tab=documents');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive the engagement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(server.requests('PUT /api/engagements/:id/archive')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Why is it archived/), 'Contract cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/engagements/:id/archive').map((r) => r.body)).toEqual([
        { comment: 'Contract cancelled' },
      ]),
    );
    expect(await screen.findByText('Contract cancelled')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeTruthy();
  });

  it('hides every action the abilities forbid (a specialist sees none)', async () => {
    server.on('GET /api/engagements/:id', buildEngagement({ abilities: { viewHistory: true, viewAssessments: true } }));
    server.on('GET /api/engagements/:id/history', { data: [], total: 0, labels: {} });
    open('?tab=engagement');
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Edit the engagement' })).toBeNull();
  });

  it('shows the history of changes with the fields before and after', async () => {
    server.on('GET /api/engagements/:id', buildEngagement({ abilities: { viewHistory: true } }));
    server.on('GET /api/engagements/:id/history', {
      total: 2,
      data: [
        {
          id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
          action: 'engagement.change_dates',
          actor: { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb3', name: 'Cleo Admin' },
          dateCreated: '2030-02-01T10:00:00.000Z',
          changes: [{ field: 'contractEnd', before: '2030-12-31', after: '2031-06-30' }],
        },
        {
          id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
          action: 'contract_change.requested',
          actor: null,
          dateCreated: '2030-01-01T10:00:00.000Z',
          changes: [{ field: 'departmentId', before: null, after: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd' }],
        },
      ],
      labels: { 'dddddddd-dddd-4ddd-8ddd-dddddddddddd': 'Product' },
    });
    open('?tab=engagement');
    expect(await screen.findByText('Contract dates changed')).toBeTruthy();
    expect(screen.getByText(/Contract end: 31\.12\.2030 → 30\.06\.2031/)).toBeTruthy();
    expect(screen.getByText('Contract change requested')).toBeTruthy();
    expect(screen.getByText(/Department: — → Product/)).toBeTruthy();
    expect(screen.getByText(/Cleo Admin/)).toBeTruthy();
  });

  it('edits the engagement and shows the server’s field errors', async () => {
    server.on('GET /api/engagements/:id', buildEngagement({ abilities: { edit: true, viewHistory: false } }));
    server.on('GET /api/companies/:id/departments', []);
    server.on('GET /api/companies/:id/agencies-select-options', []);
    server.on('PUT /api/engagements/:id', () =>
      apiError(400, 'errors.validationFailed', { errors: { serviceProvided: ['errors.required'] } }),
    );
    open('?tab=engagement');
    const form = await screen.findByRole('form', { name: 'Edit the engagement' });
    const service = within(form).getByLabelText(/Service provided/);
    await userEvent.clear(service);
    await userEvent.type(service, 'New scope');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests('PUT /api/engagements/:id')).toHaveLength(1));
    expect(server.requests('PUT /api/engagements/:id')[0]!.body).toMatchObject({
      serviceProvided: 'New scope',
      contractValue: 48500.5,
      departmentId: null,
    });
  });
});
