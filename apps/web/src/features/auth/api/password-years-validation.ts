import { api } from '../../../lib/api-client.ts';

export type PasswordTokenType = 'change' | 'recovery' | 'registration';

/** Whether the token's holder may choose this password (not used within the last 4 years). */
export async function isPasswordFresh(token: string, password: string, tokenType: PasswordTokenType) {
  const res = await api.post<{ valid: boolean }>(
    `/api/password-tokens/${encodeURIComponent(token)}/password-years-validation`,
    { password, tokenType },
    { anonymous: true },
  );
  return res.valid;
}
