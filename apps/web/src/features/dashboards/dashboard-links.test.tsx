import { listLinkHref, listLinkRequest, type TListLink, type TUser } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../lib/current-user.ts';
import { installFakeApi, pageOf } from '../../test/fake-api/index.ts';
import { mockViewportWidth, renderRoute } from '../../test/render-route.tsx';
import { AppealListPage } from '../appeals/pages/appeal-list-page.tsx';
import { AssessmentListPage } from '../assessments/pages/assessment-list-page.tsx';
import { EngagementListPage } from '../engagements/pages/engagement-list-page.tsx';

const viewer = {
  id: 'u1',
  companyId: 'c1',
  abilities: { viewAppeals: true, viewEngagements: true, viewAssessments: true },
  permissions: [],
} as unknown as TUser;
const server = installFakeApi();

/** A query as the list call sent it, `key[]` written as `key` and every value a list (as a link's). */
const normalised = (q: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(q ?? {}).map(([k, v]) => [k.replace(/\[\]$/, ''), Array.isArray(v) ? v.map(String) : [String(v)]]),
  );

/** The dashboards' links, one per list kind and filter family (dashboard-links.ts on the server). */
const CASES: { link: TListLink; page: ReactElement; endpoint: Parameters<typeof server.requests>[0] }[] = [
  {
    link: {
      list: 'assessments',
      query: {
        view: 'all',
        completion: 'past_due',
        dateApprovedFrom: '2025-06-01',
        dateApprovedTo: '2026-05-31',
        companyIds: ['c1', 'c2'],
      },
    },
    page: <AssessmentListPage />,
    endpoint: 'GET /api/users/:id/assessments',
  },
  {
    link: { list: 'assessments', query: { view: 'answerer', overdue: 'true' } },
    page: <AssessmentListPage />,
    endpoint: 'GET /api/users/:id/assessments',
  },
  {
    link: {
      list: 'engagements',
      query: {
        status: 'active',
        riskLevels: ['high'],
        latestOutcome: 'employed',
        withoutDepartment: 'true',
        companyIds: ['c1'],
      },
    },
    page: <EngagementListPage />,
    endpoint: 'GET /api/my-engagements',
  },
  {
    link: { list: 'appeals', query: { urgency: ['three_days'] } },
    page: <AppealListPage />,
    endpoint: 'GET /api/users/:id/appeals',
  },
];

beforeEach(() => {
  mockViewportWidth(1400);
  localStorage.clear();
  server.on('GET /api/users/:id/assessments', { ...pageOf([]), totalCapped: false });
  server.on('GET /api/my-engagements', { ...pageOf([]), totalCapped: false });
  server.on('GET /api/users/:id/appeals', pageOf([]));
  server.on('GET /api/company-options', []);
});

describe('a dashboard number opens its list with exactly its filters', () => {
  it.each(CASES)('$link.list $link.query', async ({ link, page, endpoint }) => {
    // A filter remembered from an earlier visit must not change the list's total.
    localStorage.setItem('statera.engagements.list', JSON.stringify({ filters: { statuses: ['ended'] } }));
    renderRoute(<CurrentUserContext value={viewer}>{page}</CurrentUserContext>, listLinkHref(link));
    await waitFor(() => expect(server.requests(endpoint).length).toBeGreaterThan(0));
    const expected = listLinkRequest(link, { id: viewer.id, companyId: 'c1', seesAllUsers: false });
    const sent = normalised(server.requests(endpoint).at(-1)?.query);
    const { page: _p, rows: _r, sort: _s, ...filters } = sent;
    // The page leaves out the list's defaults (role=all).
    const { role, ...wanted } = normalised(expected.query);
    if (role && role[0] !== 'all') expect(filters.role).toEqual(role);
    const { role: _role, ...rest } = filters;
    expect(rest).toEqual(wanted);

    // The list says it is narrowed, and one click shows the whole list (its remembered filters stay).
    fireEvent.click(await screen.findByRole('button', { name: 'Show the whole list' }));
    await waitFor(() => {
      const after = normalised(server.requests(endpoint).at(-1)?.query);
      for (const key of Object.keys(wanted).filter((k) => k !== 'statuses' && k !== 'onlyNewComments')) {
        expect(after[key]).toBeUndefined();
      }
    });
  });
});
