import type { TLoginResponse, TVerificationCode } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { openSession } from './login.ts';

/** Finishes a login held at VERIFICATION_CODE_NEEDED; a right code opens the session. */
export const verifyCode = async (input: TVerificationCode): Promise<TLoginResponse> =>
  openSession(await api.post<TLoginResponse>('/api/verification-code', input, { anonymous: true }));

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
