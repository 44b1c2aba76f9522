import type { TDegradeToMember } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import type { Authorization, WithAuthorization } from '../../../lib/authorization-token.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** PUT /api/companies/{companyId}/users/{userId}/degrade-to-member {newRole, newAdminReplacement?}. */
export const degradeToMember = (
  companyId: string,
  userId: string,
  body: TDegradeToMember,
  authorization?: Authorization | null,
) =>
  api.put<unknown>(
    `/api/companies/${encodeURIComponent(companyId)}/users/${encodeURIComponent(userId)}/degrade-to-member`,
    body,
    { authorization },
  );

export const useDegradeToMember = (companyId: string, userId: string) =>
  useUserMutation(({ authorization, ...body }: WithAuthorization<TDegradeToMember>) =>
    degradeToMember(companyId, userId, body, authorization),
  );
