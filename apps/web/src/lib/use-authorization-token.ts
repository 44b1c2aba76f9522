import { useCallback } from 'react';
import { PasswordConfirmModal } from '../components/modals/password-confirm-modal.tsx';
import { api } from './api-client.ts';
import { setAuthorizationToken, type TAuthorizationToken } from './authorization-token.ts';
import { useCurrentUser } from './current-user.ts';
import { modalStack } from './modals/modal-stack.ts';

export interface AuthorizeOptions {
  title: string;
  description?: string;
  confirmLabel?: string;
}

/** POST /api/authorization-tokens {password} → {token, expirationDate}. */
export const createAuthorizationToken = (password: string) =>
  api.post<TAuthorizationToken>('/api/authorization-tokens', { password });

/**
 * Confirms a sensitive action with the user's password: opens the password modal, exchanges the
 * password for an authorization token and resolves `true`; the next API request carries the token
 * once in X-Authorization-Token. Resolves `false` when the user backs out. Provider admins are not
 * asked (resolves `true` at once, no token).
 *
 * @example if (await authorize({ title: t('users.archive.title') })) archive.mutate();
 */
export function useAuthorizationToken() {
  const user = useCurrentUser();
  return useCallback(
    (options: AuthorizeOptions): Promise<boolean> => {
      if (user.isGTAdmin) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        modalStack.show(PasswordConfirmModal, {
          ...options,
          onConfirm: async (password: string) => setAuthorizationToken(await createAuthorizationToken(password)),
          onConfirmed: () => resolve(true),
          onDismissed: () => resolve(false),
        });
      });
    },
    [user.isGTAdmin],
  );
}
