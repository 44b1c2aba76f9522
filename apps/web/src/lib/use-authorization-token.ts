import { useCallback } from 'react';
import { PasswordConfirmModal } from '../components/modals/password-confirm-modal.tsx';
import { can } from './abilities.ts';
import { api } from './api-client.ts';
import type { Authorization, TAuthorizationToken } from './authorization-token.ts';
import { useCurrentUser } from './current-user.ts';
import { modalStack } from './modals/modal-stack.ts';

export interface AuthorizeOptions {
  title: string;
  description?: string;
  confirmLabel?: string;
}

/** Asks for the password; resolves the authorization for one request, or null when backed out. */
export type Authorize = (options: AuthorizeOptions) => Promise<Authorization | null>;

/** POST /api/authorization-tokens {password} → {token, expirationDate}. */
export const createAuthorizationToken = (password: string) =>
  api.post<TAuthorizationToken>('/api/authorization-tokens', { password });

/**
 * Confirms a sensitive action with the user's password: opens the password modal, exchanges the
 * password for a one-time authorization token and resolves it, to be passed to the one mutation
 * it confirms (which sends it in X-Authorization-Token). Resolves null when the user backs out.
 * Users with the skipPasswordConfirmation ability (provider admins) are not asked: it resolves at
 * once, without a token.
 *
 * @example
 * const authorization = await authorize({ title: t('users.edit.title') });
 * if (authorization) save.mutate({ email, authorization });
 */
export function useAuthorizationToken(): Authorize {
  // The server's rule (requireAuthorization), sent as an ability: provider admins are not asked.
  const skip = can(useCurrentUser(), 'skipPasswordConfirmation');
  return useCallback(
    (options: AuthorizeOptions): Promise<Authorization | null> => {
      if (skip) return Promise.resolve({ token: null });
      return new Promise<Authorization | null>((resolve) => {
        let granted: Authorization | null = null;
        modalStack.show(PasswordConfirmModal, {
          ...options,
          onConfirm: async (password: string) => {
            granted = { token: (await createAuthorizationToken(password)).token };
          },
          onConfirmed: () => resolve(granted),
          onDismissed: () => resolve(null),
        });
      });
    },
    [skip],
  );
}
