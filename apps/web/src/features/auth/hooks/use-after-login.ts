import type { TLoginResponse } from '@statera/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { safeRedirect } from '../../../lib/safe-redirect.ts';

/** Where the login page starts when it is opened with router state (after registration or a password change). */
export interface LoginLocationState {
  /** Continue at the verification-code step of a login that already passed the password. */
  verification?: { token: string; email?: string };
  /** An info message to show above the form (an i18n key). */
  notice?: string;
  email?: string;
}

/**
 * Follows a login answer: OK goes to the remembered safe path (else /), CHANGE_PASSWORD_NEEDED to
 * /password-change/{token}, VERIFICATION_CODE_NEEDED to the code step on /login.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  return useCallback(
    (res: TLoginResponse, ctx: { email?: string; redirect?: string | null }) => {
      const search = ctx.redirect ? `?redirect=${encodeURIComponent(ctx.redirect)}` : '';
      if (res.status === 'OK') {
        navigate(safeRedirect(ctx.redirect), { replace: true });
      } else if (res.status === 'CHANGE_PASSWORD_NEEDED' && res.passwordToken) {
        navigate(`/password-change/${encodeURIComponent(res.passwordToken)}${search}`, {
          state: { email: ctx.email },
        });
      } else if (res.status === 'VERIFICATION_CODE_NEEDED' && res.token) {
        const state: LoginLocationState = { verification: { token: res.token, email: ctx.email } };
        navigate(`/login${search}`, { state });
      }
    },
    [navigate],
  );
}
