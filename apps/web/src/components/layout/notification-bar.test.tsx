import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createNoticeStore, DISMISSED_NOTICES_KEY } from '../../lib/notifications/notice-store.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { NotificationBar } from './notification-bar.tsx';

const region = () => screen.queryByRole('region', { name: 'Notices' });

describe('NotificationBar', { timeout: 20_000 }, () => {
  it('takes no room while there is nothing to show', () => {
    renderWithProviders(<NotificationBar store={createNoticeStore()} />);
    expect(region()).toBeNull();
  });

  it('shows each notice type in the order put up, with its title and message', () => {
    const store = createNoticeStore();
    renderWithProviders(<NotificationBar store={store} />);
    act(() => {
      store.show({ id: 'guidance', type: 'info', message: 'New guidance is available.' });
      store.show({ id: 'window', type: 'maintenance', title: 'Planned maintenance', message: 'Saturday 08:00.' });
      store.show({ id: 'browser', type: 'browser_compatibility', message: 'Your browser is not supported.' });
    });
    const alerts = within(region()!).getAllByRole('alert');
    expect(alerts.map((a) => a.getAttribute('data-notification-type'))).toEqual([
      'info',
      'maintenance',
      'browser_compatibility',
    ]);
    expect(alerts[1]!.textContent).toContain('Planned maintenance');
    expect(alerts[1]!.textContent).toContain('Saturday 08:00.');
  });

  it('dismisses a notice and remembers it, so the same notice stays hidden next time', async () => {
    const user = userEvent.setup();
    const store = createNoticeStore();
    const { unmount } = renderWithProviders(<NotificationBar store={store} />);
    act(() => store.show({ id: 'maintenance-2026-03-07', type: 'maintenance', message: 'Saturday 08:00.' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(region()).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_NOTICES_KEY) ?? '[]')).toEqual(['maintenance-2026-03-07']);
    unmount();

    // A new page load: the remembered id stays hidden, another notice shows.
    const next = createNoticeStore();
    renderWithProviders(<NotificationBar store={next} />);
    act(() => {
      next.show({ id: 'maintenance-2026-03-07', type: 'maintenance', message: 'Saturday 08:00.' });
      next.show({ id: 'maintenance-2026-04-04', type: 'maintenance', message: 'Saturday in April.' });
    });
    expect(
      within(region()!)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Saturday in April.']);
  });

  it('offers no dismiss button for a notice that must stay', () => {
    const store = createNoticeStore();
    renderWithProviders(<NotificationBar store={store} />);
    act(() => store.show({ id: 'must', type: 'browser_compatibility', message: 'Unsupported.', dismissible: false }));
    expect(within(region()!).getByRole('alert').textContent).toContain('Unsupported.');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('keeps bars that manage themselves, and drops a notice taken down', () => {
    const store = createNoticeStore();
    renderWithProviders(
      <NotificationBar store={store}>
        <p>Maintenance bar</p>
      </NotificationBar>,
    );
    expect(within(region()!).getByText('Maintenance bar')).toBeTruthy();
    act(() => store.show({ id: 'x', type: 'info', message: 'Temporary.' }));
    expect(screen.getByText('Temporary.')).toBeTruthy();
    act(() => store.remove('x'));
    expect(screen.queryByText('Temporary.')).toBeNull();
  });
});
