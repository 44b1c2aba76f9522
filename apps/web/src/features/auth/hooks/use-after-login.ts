import type { TLoginResponse, TSmsDelivery, TVerificationChannel } from '@statera/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { safeRedirect } from '../../../lib/safe-redirect.ts';

/** A login held at VERIFICATION_CODE_NEEDED: its token, and where the code went. */
export interface VerificationStep {
  token: string;
  /** The email typed on the form (shown when the answer names no destination). */
  email?: string;
  channel?: TVerificationChannel;
  /** Masked address or number, e.g. "j•••@northwind.test" or "•••• ••• 789". */
  destination?: string;
  /** With SMS: texted, or recorded in the SMS outbox (no SMS provider in this installation). */
  smsDelivery?: TSmsDelivery;
  /** The SMS provider did not take the text, so the code was emailed instead. */
  smsFallback?: boolean;
}

/** The code step of a VERIFICATION_CODE_NEEDED answer, or null for any other answer. */
export function verificationStepOf(res: TLoginResponse, email?: string): VerificationStep | null {
  if (res.status !== 'VERIFICATION_CODE_NEEDED' || !res.token) return null;
  return {
    token: res.token,
    email,
    channel: res.verificationChannel,
    destination: res.verificationDestination,
    smsDelivery: res.smsDelivery,
    smsFallback: res.smsFallback,
  };
}

/** Where the login page starts when it is opened with router state (after registration or a password change). */
export interface LoginLocationState {
  /** Continue at the verification-code step of a login that already passed the password. */
  verification?: VerificationStep;
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
      } else {
        const verification = verificationStepOf(res, ctx.email);
        if (verification) navigate(`/login${search}`, { state: { verification } satisfies LoginLocationState });
      }
    },
    [navigate],
  );
}
