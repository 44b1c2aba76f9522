import type { TAssessmentListItem, TUser } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { apiError, installFakeApi, listWithExport } from '../../../test/fake-api/index.ts';
import { mockViewportWidth, renderRoute } from '../../../test/render-route.tsx';
import { AssessmentListPage } from './assessment-list-page.tsx';

const viewer = { id: 'u1', abilities: { viewAssessments: true }, permissions: [] } as unknown as TUser;
const person = (id: string, name: string) => ({ id, name, email: `${id}@example.test`, position: null, avatar: null });

function item(over: Partial<TAssessmentListItem> = {}): TAssessmentListItem {
  return {
    id: 'a1',
    status: 'review',
    notStarted: null,
    type: 'assessment',
    dueDate: '2030-03-01',
    dateSubmitted: '2030-02-20T10:00:00.000Z',
    dateApproved: null,
    employed: 30,
    selfEmployed: 70,
    riskLevel: 'low',
    engagement: {
      id: 'e1',
      engagedIndividualName: 'Ann Worker',
      engagedEntityName: 'Contractor Ltd',
      company: { id: 'c1', name: 'Acme plc' },
    },
    answerer: person('s1', 'Sam Specialist'),
    approver: person('u1', 'Avery Approver'),
    result: { employed: 30, selfEmployed: 70, riskLevel: 'low', provisional: true },
    awaitingAnswererAcceptance: false,
    commentCount: 2,
    abilities: { approve: true },
    ...over,
  };
}

const server = installFakeApi();
const render = (url = '/assessments') =>
  renderRoute(
    <CurrentUserContext value={viewer}>
      <AssessmentListPage />
    </CurrentUserContext>,
    url,
  );

beforeEach(() => {
  localStorage.clear();
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
});

describe('AssessmentListPage', () => {
  it("lists the user's assessments by due date, with status labels, the provisional result and review links", async () => {
    server.on(
      'GET /api/users/:id/assessments',
      listWithExport([
        item(),
        item({
          id: 'a2',
          status: 'created',
          notStarted: 'overdue',
          result: null,
          abilities: {},
          engagement: { ...item().engagement, id: 'e2', engagedIndividualName: 'Bo Late' },
        }),
      ]),
    );
    render();
    expect(await screen.findAllByText('Ann Worker')).not.toHaveLength(0);
    expect(screen.getAllByText('In review').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Overdue').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Provisional').length).toBeGreaterThan(0);
    const link = screen.getAllByRole('link', { name: 'Ann Worker' })[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/assessments/a1/review');
    expect((screen.getAllByRole('link', { name: 'Bo Late' })[0] as HTMLAnchorElement).getAttribute('href')).toBe(
      '/assessments/a2',
    );
    const [request] = server.requests('GET /api/users/:id/assessments');
    expect(request?.path).toBe('/api/users/u1/assessments');
    expect(request?.query).toMatchObject({ sort: 'due_date|asc', page: '1', rows: '20' });
  });

  it("opens the approver's queue and remembers a chosen sort", async () => {
    server.on('GET /api/users/:id/assessments', listWithExport([item()]));
    render();
    await screen.findAllByText('Ann Worker');
    fireEvent.click(screen.getByText('Awaiting my review'));
    await waitFor(() =>
      expect(server.requests('GET /api/users/:id/assessments').at(-1)?.query).toMatchObject({
        awaitingMyReview: 'true',
      }),
    );
    fireEvent.click(screen.getAllByRole('button', { name: /Due date/ })[0]!);
    await waitFor(() =>
      expect(server.requests('GET /api/users/:id/assessments').at(-1)?.query.sort).toBe('due_date|desc'),
    );
    expect(JSON.parse(localStorage.getItem('statera.assessments.list') ?? '{}')).toEqual({ sort: 'due_date|desc' });
  });

  it('sends the filters in the address', async () => {
    server.on('GET /api/users/:id/assessments', listWithExport([item()], 'assessments.xlsx'));
    render('/assessments?types=reassessment&statuses=overdue&view=approver&globalFilter=ann');
    await screen.findAllByText('Ann Worker');
    expect(server.requests('GET /api/users/:id/assessments')[0]?.query).toMatchObject({
      'types[]': ['reassessment'],
      'statuses[]': ['overdue'],
      role: 'approver',
      globalFilter: 'ann',
    });
  });

  it('shows the empty and error states', async () => {
    server.on('GET /api/users/:id/assessments', listWithExport<TAssessmentListItem>([]));
    const view = render();
    expect(await screen.findByText('There are no assessments for you yet.')).toBeTruthy();
    view.unmount();
    server.on('GET /api/users/:id/assessments', () => apiError(500, 'errors.internal'));
    render();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('stacks the four views on a phone, where side by side they would be cut ("Awaiting my review")', async () => {
    const original = window.matchMedia;
    mockViewportWidth(375);
    try {
      server.on('GET /api/users/:id/assessments', listWithExport([item()]));
      render();
      await screen.findAllByText('Ann Worker');
      const views = screen.getByText('Awaiting my review').closest<HTMLElement>('.mantine-SegmentedControl-root');
      expect(views?.getAttribute('data-orientation')).toBe('vertical');
      expect(views?.hasAttribute('data-full-width')).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });
});
