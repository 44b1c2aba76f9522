import type { TVerificationDelivery } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Sends a new verification code for the login step, the way the first one went (email or SMS);
 * the previous one stops working. Answers the channel and the masked destination.
 */
export const resendCode = (token: string) =>
  api.post<TVerificationDelivery>('/api/resend-verification-code-email', { token }, { anonymous: true });

export const useResendCode = () => useMutation({ mutationFn: resendCode });
