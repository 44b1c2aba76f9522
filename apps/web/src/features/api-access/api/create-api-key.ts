import type { TCreateApiKey, TCreatedApiKey } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import type { Authorization } from '../../../lib/authorization-token.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/api-keys: a named key with its scopes and lifetime; the secret is answered once. */
export const createApiKey = (input: TCreateApiKey, authorization: Authorization | null) =>
  api.post<TCreatedApiKey>('/api/api-keys', input, { authorization });

export const useCreateApiKey = (userId: string) =>
  useInvalidatingMutation(
    (v: { input: TCreateApiKey; authorization: Authorization | null }) => createApiKey(v.input, v.authorization),
    [queryKeys.apiKeys.all, queryKeys.users.detail(userId)],
  );
