import { MantineProvider } from '@mantine/core';
import { createNotificationsStore, Notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { ApiError } from '../api-error.ts';
import { createNotifier } from './notify.ts';

function setup() {
  const store = createNotificationsStore();
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications store={store} />
    </MantineProvider>,
  );
  return createNotifier(store);
}

afterEach(() => vi.useRealTimers());

describe('notifications', () => {
  it('pushes on top and pops the newest first', async () => {
    const notify = setup();
    act(() => {
      notify.push({ message: 'first' });
      notify.push({ message: 'second' });
    });
    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.getByText('second')).toBeTruthy();
    act(() => void notify.pop());
    await waitFor(() => expect(screen.queryByText('second')).toBeNull());
    expect(screen.getByText('first')).toBeTruthy();
    expect(notify.open()).toHaveLength(1);
    act(() => void notify.pop());
    await waitFor(() => expect(screen.queryByText('first')).toBeNull());
    expect(notify.pop()).toBeUndefined();
  });

  it('closes after 5000 ms, and never with timeout 0', async () => {
    vi.useFakeTimers();
    const notify = setup();
    act(() => {
      notify.push({ message: 'brief' });
      notify.push({ message: 'sticky', timeout: 0 });
    });
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText('brief')).toBeTruthy();
    // 5000 ms, then the exit transition.
    for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('brief')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('sticky')).toBeTruthy();
    expect(notify.open()).toHaveLength(1);
  });

  it('shows success messages by their spec key and errors by their error key', () => {
    const notify = setup();
    act(() => {
      notify.successKey('resendInvitation');
      notify.successKey('inviteCompanyUser', { count: 3 });
      notify.error(new ApiError(409, 'errors.conflict', 'conflict'));
    });
    expect(screen.getByText('The invitation was sent again.')).toBeTruthy();
    expect(screen.getByText('3 invitations were sent.')).toBeTruthy();
    expect(screen.getByText('This was changed by someone else. Reload and try again.')).toBeTruthy();
  });
});
