import { api } from '../../../lib/api-client.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** Who is invited: company people (to one company, optionally with a role) or provider staff. */
export type InviteTarget = { kind: 'company'; companyId: string; role?: string } | { kind: 'gt' };

/**
 * POST /api/client-users {emails, companyId, role?} or POST /api/gt-users {emails}; emails go as one
 * comma-separated string. A 422 names the addresses the server refused.
 */
export function inviteUsers(target: InviteTarget, emails: string[]) {
  const joined = emails.join(',');
  if (target.kind === 'gt') return api.post<unknown>('/api/gt-users', { emails: joined });
  return api.post<unknown>('/api/client-users', {
    emails: joined,
    companyId: target.companyId,
    ...(target.role ? { role: target.role } : {}),
  });
}

export const useInviteUsers = () =>
  useUserMutation(({ target, emails }: { target: InviteTarget; emails: string[] }) => inviteUsers(target, emails));
