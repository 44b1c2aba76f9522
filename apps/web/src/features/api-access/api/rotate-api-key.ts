import type { TCreatedApiKey } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import type { Authorization } from '../../../lib/authorization-token.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/api-keys/{id}/rotate: a new secret for the key; the old one stops at once. */
export const rotateApiKey = (id: string, authorization: Authorization | null) =>
  api.post<TCreatedApiKey>(`/api/api-keys/${id}/rotate`, undefined, { authorization });

export const useRotateApiKey = () =>
  useInvalidatingMutation(
    (v: { id: string; authorization: Authorization | null }) => rotateApiKey(v.id, v.authorization),
    [queryKeys.apiKeys.all],
  );
