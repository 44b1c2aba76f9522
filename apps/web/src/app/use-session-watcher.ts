import { useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { authStore } from '../lib/auth-store.ts';
import { queryClient } from './query-client.ts';

/**
 * Follows the session while signed in: a logout, a failed refresh or a maintenance window (in this
 * tab or another) sends the user to /login, and a different user signing in elsewhere reloads the data.
 */
export function useSessionWatcher(userId: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const wanted = `${location.pathname}${location.search}`;

  useEffect(
    () =>
      authStore.subscribe((session, reason) => {
        if (!session) {
          queryClient.clear();
          // Logging out (or maintenance) goes to plain /login; a session that ended otherwise comes back
          // here after login.
          const plain = reason === 'logout' || reason === 'maintenance';
          navigate(plain ? '/login' : `/login?redirect=${encodeURIComponent(wanted)}`, { replace: true });
        } else if (session.userId !== userId) {
          queryClient.clear();
          void revalidator.revalidate();
        }
      }),
    [navigate, revalidator, userId, wanted],
  );
}
