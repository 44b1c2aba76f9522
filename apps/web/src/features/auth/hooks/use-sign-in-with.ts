import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { login } from '../api/login.ts';
import type { LoginLocationState } from './use-after-login.ts';
import { useAfterLogin } from './use-after-login.ts';

/**
 * After a new password is saved: signs in with it when the email is known (following whatever the
 * login answers), else sends the user to /login with a notice.
 */
export function useSignInWith() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const afterLogin = useAfterLogin();
  const [pending, setPending] = useState(false);
  const redirect = params.get('redirect');

  const toLogin = (email?: string) => {
    const state: LoginLocationState = { notice: 'auth.password.changed', email };
    navigate(`/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`, { replace: true, state });
  };

  const signIn = async (email: string | undefined, password: string) => {
    if (!email) return toLogin();
    setPending(true);
    try {
      afterLogin(await login({ email, password }), { email, redirect });
    } catch {
      toLogin(email);
    } finally {
      setPending(false);
    }
  };

  return { signIn, pending };
}
