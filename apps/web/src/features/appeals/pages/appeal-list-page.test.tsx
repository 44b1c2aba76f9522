import { dateFilterRange, type TAppealSummary, type TUser } from '@statera/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { buildAppealSummary, runningClock } from '../../../test/fake-api/appeal-factories.ts';
import { apiError, installFakeApi, pageOf } from '../../../test/fake-api/index.ts';
import { mockViewportWidth, renderRoute } from '../../../test/render-route.tsx';
import { AppealListPage } from './appeal-list-page.tsx';

const viewer = { id: 'u1', abilities: { viewAppeals: true }, permissions: [] } as unknown as TUser;
const server = installFakeApi();
const LIST = 'GET /api/users/:id/appeals' as const;
const lastQuery = () => server.requests(LIST).at(-1)?.query;

const render = (url = '/appeals') =>
  renderRoute(
    <CurrentUserContext value={viewer}>
      <AppealListPage />
    </CurrentUserContext>,
    url,
  );

const overdue = buildAppealSummary({
  newCommentCount: 2,
  clock: runningClock({ daysLeft: -3, urgency: 'overdue', overdue: true }),
  engagement: { ...buildAppealSummary().engagement, engagedIndividualName: 'Olive Overdue' },
});
const soon = buildAppealSummary({
  status: 'contractor_processing',
  clock: runningClock({ daysLeft: 2, urgency: 'three_days' }),
  engagement: { ...buildAppealSummary().engagement, engagedIndividualName: 'Sid Soon' },
});

beforeEach(() => {
  mockViewportWidth(1400);
  server.on(LIST, pageOf<TAppealSummary>([overdue, soon]));
});

describe('AppealListPage', () => {
  it("lists the manager's appeals most urgent first, with status, urgency and days left", async () => {
    render();
    const link = (await screen.findByRole('link', { name: 'Olive Overdue' })) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/appeals/${overdue.id}`);
    const table = screen.getByRole('table', { name: 'Appeals' });
    expect(within(table).getByText('Overdue')).toBeTruthy();
    expect(within(table).getByText('3 days overdue')).toBeTruthy();
    expect(within(table).getByText('3 days or less')).toBeTruthy();
    expect(within(table).getByText('2 days left')).toBeTruthy();
    expect(within(table).getByText('With the worker')).toBeTruthy();
    expect(within(table).getByLabelText('2 new comments')).toBeTruthy();
    const [request] = server.requests(LIST);
    expect(request?.path).toBe('/api/users/u1/appeals');
    expect(request?.query).toEqual({ page: '1', rows: '20', sort: 'deadline|asc' });
  });

  it('sends the filters of the address: statuses, decision, new comments and a custom ended period', async () => {
    render(
      '/appeals?statuses=closed&statuses=reopened&decision=rejected&onlyNewComments=true&periodEnded=customPeriod&dateEndedFrom=2026-01-01&dateEndedTo=2026-01-31&globalFilter=lee',
    );
    await screen.findByRole('link', { name: 'Olive Overdue' });
    expect(lastQuery()).toMatchObject({
      'statuses[]': ['closed', 'reopened'],
      decision: 'rejected',
      onlyNewComments: 'true',
      dateEndedFrom: '2026-01-01',
      dateEndedTo: '2026-01-31',
      globalFilter: 'lee',
    });
  });

  it('filters from the column headers and remembers the filters in this browser', async () => {
    render();
    await screen.findByRole('link', { name: 'Olive Overdue' });
    fireEvent.click(screen.getByRole('button', { name: 'Filter by New comments' }));
    fireEvent.click(await screen.findByLabelText('Only with new comments'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ onlyNewComments: 'true', page: '1' }));
    expect(JSON.parse(localStorage.getItem('statera.appeals.list') ?? '{}')).toEqual({
      filters: { onlyNewComments: 'true' },
    });
  });

  it('restores remembered filters and sort when the address names none', async () => {
    localStorage.setItem(
      'statera.appeals.list',
      JSON.stringify({ sort: 'date_ended|desc', filters: { statuses: ['closed'], decision: 'accepted' } }),
    );
    render();
    await screen.findByRole('link', { name: 'Olive Overdue' });
    expect(server.requests(LIST)[0]?.query).toMatchObject({
      sort: 'date_ended|desc',
      'statuses[]': ['closed'],
      decision: 'accepted',
    });
  });

  it('searches 500 ms after typing pauses', async () => {
    render();
    await screen.findByRole('link', { name: 'Olive Overdue' });
    await userEvent.type(screen.getByLabelText('Search appeals'), 'olive');
    expect(lastQuery()?.globalFilter).toBeUndefined();
    await waitFor(() => expect(lastQuery()?.globalFilter).toBe('olive'));
  });

  it('shows the empty, filtered-empty and error states', async () => {
    server.on(LIST, pageOf<TAppealSummary>([]));
    const view = render();
    expect(await screen.findByText('There are no appeals yet.')).toBeTruthy();
    view.unmount();
    const filtered = render('/appeals?decision=accepted');
    expect(await screen.findByText('No appeals match these filters.')).toBeTruthy();
    filtered.unmount();
    server.on(LIST, () => apiError(500, 'errors.internal'));
    render();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows cards on a 375 px phone, with the worker as the title', async () => {
    mockViewportWidth(375);
    render();
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0]!).getByRole('link', { name: 'Olive Overdue' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Overdue')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sends a preset ended period as dates and keeps the preset, not the dates, in the address', async () => {
    const { router } = render();
    await screen.findByRole('link', { name: 'Olive Overdue' });
    fireEvent.click(screen.getByRole('button', { name: 'Filter by Ended' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Ended' }));
    await userEvent.click(await screen.findByRole('option', { name: 'This month', hidden: true }));
    const { dateFrom, dateTo } = dateFilterRange('thisMonth');
    await waitFor(() => expect(lastQuery()).toMatchObject({ dateEndedFrom: dateFrom, dateEndedTo: dateTo }));
    expect(router.state.location.search).toBe('?periodEnded=thisMonth');
  });
});
