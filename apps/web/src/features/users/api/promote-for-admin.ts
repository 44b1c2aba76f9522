import type { TPromoteForAdmin } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import type { Authorization, WithAuthorization } from '../../../lib/authorization-token.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/**
 * PUT /api/companies/{companyId}/users/{userId}/promote-for-admin: one admin at a time, so the
 * current admin becomes approver, specialist or archived (oldAdminNewRole).
 */
export const promoteForAdmin = (
  companyId: string,
  userId: string,
  body: TPromoteForAdmin,
  authorization?: Authorization | null,
) =>
  api.put<unknown>(
    `/api/companies/${encodeURIComponent(companyId)}/users/${encodeURIComponent(userId)}/promote-for-admin`,
    body,
    { authorization },
  );

export const usePromoteForAdmin = (companyId: string, userId: string) =>
  useUserMutation(({ authorization, ...body }: WithAuthorization<TPromoteForAdmin>) =>
    promoteForAdmin(companyId, userId, body, authorization),
  );
