import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';

/** POST /api/users/{id}/password-years-validation: false when the password was used within 4 years. */
export async function isPasswordFreshForMe(userId: string, password: string): Promise<boolean> {
  const res = await api.post<{ valid: boolean }>(userPath(userId, '/password-years-validation'), { password });
  return res.valid;
}
