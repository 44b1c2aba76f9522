import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Emails a new verification code for the login step (the previous one stops working). */
export const resendCode = (token: string) =>
  api.post<void>('/api/resend-verification-code-email', { token }, { anonymous: true });

export const useResendCode = () => useMutation({ mutationFn: resendCode });
